import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { PageAssets } from '../../src/entry-server';
import { render } from '../../src/entry-server';
import type { MountPages } from '../start';
import { PageCache } from './page-cache';
import { renderPage } from './page-handler';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const ENTRY = 'src/entry-client.tsx';

/** The entry's file and every module to preload for the entry plus the given pages (static imports, deep). */
export function assetResolver(manifest: Manifest) {
  const cache = new Map<string, PageAssets>();
  return (pageModules: string[]): PageAssets => {
    const key = pageModules.join(',');
    const hit = cache.get(key);
    if (hit) return hit;
    const files = new Set<string>();
    const visit = (id: string) => {
      const chunk = manifest[id];
      if (!chunk || files.has(`/${chunk.file}`)) return;
      files.add(`/${chunk.file}`);
      for (const dep of chunk.imports ?? []) visit(dep);
    };
    for (const id of [ENTRY, ...pageModules]) visit(id);
    const entry = manifest[ENTRY];
    if (!entry) throw new Error(`${ENTRY} is missing from the Vite manifest: run "npm run build"`);
    const assets = {
      entry: `/${entry.file}`,
      preload: [...files].filter((file) => file !== `/${entry.file}`),
    };
    cache.set(key, assets);
    return assets;
  };
}

/** Production: the built client (dist/client) plus server-rendered pages. Paths resolve from the project root. */
export const createProductionPages: MountPages = async (deps) => {
  const clientDir = path.resolve(process.cwd(), 'dist/client');
  const manifestFile = path.join(clientDir, '.vite/manifest.json');
  if (!existsSync(manifestFile)) throw new Error(`${manifestFile} not found: run "npm run build" first`);
  const assets = assetResolver(JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest);
  const root = path.relative(process.cwd(), clientDir);

  return (app) => {
    // hashed build output never changes under its name
    app.use(
      '/assets/*',
      serveStatic({
        root,
        precompressed: true,
        onFound: (_path, c) => {
          c.header('Cache-Control', 'public, max-age=31536000, immutable');
        },
      }),
    );
    app.use('*', async (c, next) => {
      if (c.req.path.startsWith('/.vite/') || c.req.path.endsWith('.html')) return next();
      return serveStatic({
        root,
        precompressed: true,
        onFound: (_path, ctx) => {
          ctx.header('Cache-Control', 'public, max-age=3600');
        },
      })(c, next);
    });
    const cache = new PageCache();
    app.get('*', (c) => renderPage(c, deps, render, assets, cache));
  };
};
