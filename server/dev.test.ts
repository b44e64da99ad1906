import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { serverDatabase, spawnServer } from '../tests/server-process';

// `npm run dev`: the server with Vite inside it, as a developer starts it
it('npm run dev serves pages with hot reload, and procedures on both doors', async () => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'agency-dev-'));
  const database = await serverDatabase(dataDir);
  const server = await spawnServer('server/dev.ts', { ...database.env, LOG_LEVEL: 'warn' });
  try {
    expect(server.url, server.stdout() + server.stderr()).not.toBe('');
    const home = await fetch(`${server.url}/`);
    expect(home.status).toBe(200);
    const html = await home.text();
    expect(html).toContain('<html lang="he" dir="rtl"');
    // the page is drawn on the server and loads its code through Vite, with the hot-reload client
    expect(html).toContain('<h1');
    expect(html).toContain('/@vite/client');
    expect(html).toContain('/src/render/entry-client.tsx');
    expect((await fetch(`${server.url}/@vite/client`)).status).toBe(200);
    expect((await fetch(`${server.url}/src/render/entry-client.tsx`)).status).toBe(200);

    const posts = await fetch(`${server.url}/api/blog`);
    expect(posts.status).toBe(200);
    expect(((await posts.json()) as unknown[]).length).toBeGreaterThan(0);
    const categories = await fetch(`${server.url}/trpc/blog.categories`);
    expect(categories.status).toBe(200);
    expect((await fetch(`${server.url}/no-such-page`)).status).toBe(404);
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}, 180_000);
