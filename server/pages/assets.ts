/**
 * What a page loads once it has painted (src/render/start-app.ts): the browser entry, plus a modulepreload
 * for every file the entry and the page's own chunk import (statically, deep), read from Vite's
 * manifest. Shared by the production server and `npm run bench`, so the bench measures exactly what
 * pages load.
 */
import type { PageAssets } from '../../src/render/entry-server';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

const ENTRY = 'src/render/entry-client.tsx';

/** `pageModules` are manifest keys ('src/pages/public/home.tsx'). */
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
