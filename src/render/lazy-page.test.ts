import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pageModuleIds, preloadPage } from '@/render/lazy-page';
import { appRoutes } from '@/routes';

describe('page modules', () => {
  it('names, for every route, files that exist (the server preloads them from the manifest)', () => {
    for (const route of appRoutes) {
      for (const id of pageModuleIds(route.page)) expect(existsSync(id), `${route.path}: ${id}`).toBe(true);
    }
  });

  it('loads a public page and a signed-in page (through the private table)', async () => {
    const [home, dashboard] = await Promise.all([
      preloadPage('public/not-found'),
      preloadPage('account/dashboard'),
    ]);
    expect(typeof home.default).toBe('function');
    expect(typeof dashboard.default).toBe('function');
  });

  it('only a signed-in page asks for the private table', () => {
    expect(pageModuleIds('public/home')).toEqual(['src/pages/public/home.tsx']);
    expect(pageModuleIds('admin/members')).toContain('src/render/private-pages.ts');
  });
});
