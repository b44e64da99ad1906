import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { render } from '../../src/render/entry-server';
import type { MountPages } from '../start';
import { assetResolver, type Manifest } from './assets';
import { createPageCache } from './page-cache';
import { renderPage } from './page-handler';

const FILE_NAME = /\.[\w-]+$/;

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
      // every file of public/ has an extension and no page path has one: pages never touch the disk here
      if (!FILE_NAME.test(c.req.path) || c.req.path.startsWith('/.vite/') || c.req.path.endsWith('.html'))
        return next();
      return serveStatic({
        root,
        precompressed: true,
        onFound: (_path, ctx) => {
          ctx.header('Cache-Control', 'public, max-age=3600');
        },
      })(c, next);
    });
    const cache = createPageCache(deps.contentChanges);
    app.get('*', (c) => renderPage(c, deps, render, assets, cache));
  };
};
