// Two instances of the app on one PostgreSQL, each with its page cache: a change made on one reaches the
// other's pages within a second, also across a lost listener connection. PostgreSQL only: PGlite is one
// process's database, whose changes all go through that process.
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postPath } from '../../src/shared/blog-core';
import { type Agent, createAgent } from '../../tests/agent';
import { createTestApp, type TestApp } from '../../tests/app';
import { createEmptyPostgresDatabase } from '../../tests/db';
import { signedIn } from '../../tests/users';
import { createApp } from '../app';
import { getPublishedPost, listPublishedPosts } from '../blog/public';
import { announce, CONTENT_CHANNEL, DEAF_AFTER_MS, listenAcrossInstances } from '../content-changes';
import { openChannel } from '../db/channel';
import { type Database, openDatabase } from '../db/client';
import { createCategory } from '../db/factories';
import { createLogger } from '../log';
import { createPageCache, PAGE_LIFETIME_MS, UNHEARD_PAGE_LIFETIME_MS } from './page-cache';
import { type RenderFn, renderPage } from './page-handler';

const url = process.env.DATABASE_URL;
/** what "at once" means across instances */
const REACHES_WITHIN_MS = 1_000;

/**
 * A stand-in for the React render of the blog, reading the instance's own database as the real prefetch
 * does: the list's titles, or a post (404 when it is not published). Each page says when its render began.
 */
const blogRender =
  (database: Database, counter: { renders: number }): RenderFn =>
  async ({ url: location }) => {
    counter.renders++;
    const began = Date.now();
    const slug = /^\/blog\/([^/?]+)$/.exec(location)?.[1];
    if (slug) {
      const post = await getPublishedPost(database.db, decodeURIComponent(slug));
      if (!post) return { status: 404, html: `<main data-began="${began}"></main>` };
      return { status: 200, html: `<main data-began="${began}"><h1>${post.title}</h1></main>` };
    }
    const items = (await listPublishedPosts(database.db, { page: 1 }))?.items ?? [];
    return {
      status: 200,
      html: `<main data-began="${began}">${items.map((p) => `<h2>${p.title}</h2>`).join('')}</main>`,
    };
  };

interface Instance {
  t: TestApp;
  visitor: Agent;
  counter: { renders: number };
}

async function instance(databaseUrl: string, migrate: boolean): Promise<Instance> {
  const database = await openDatabase({ databaseUrl, max: 4, migrate });
  const log = createLogger('silent');
  const contentChanges = listenAcrossInstances(openChannel(databaseUrl, CONTENT_CHANNEL), log);
  const t = await createTestApp({ database, contentChanges, log, env: { RATE_LIMIT: 'off' } });
  const cache = createPageCache(contentChanges);
  const counter = { renders: 0 };
  const render = blogRender(database, counter);
  const app = createApp(t.deps, {
    mountPages: (app) => {
      app.get('*', (c) => renderPage(c, t.deps, render, () => ({ entry: '/entry.js', preload: [] }), cache));
    },
  });
  return { t, visitor: createAgent(app), counter };
}

/** What a visitor gets: the status, the page, and how long ago its render began. */
async function visit(agent: Agent, path: string) {
  const res = await agent.request(path, { headers: { 'accept-encoding': 'identity' } });
  const began = Number(/data-began="(\d+)"/.exec(res.text)?.[1]);
  return { status: res.status, html: res.text, age: Date.now() - began };
}

/** Visits `path` until `seen` holds; the milliseconds that took (fails after `limitMs`). */
async function millisecondsUntil(
  agent: Agent,
  path: string,
  seen: (page: Awaited<ReturnType<typeof visit>>) => boolean,
  limitMs = 10_000,
) {
  const start = performance.now();
  while (performance.now() - start < limitMs) {
    if (seen(await visit(agent, path))) return performance.now() - start;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${path} did not change within ${limitMs} ms`);
}

describe.skipIf(!url)(
  'two instances on one PostgreSQL: a change on one reaches the pages of the other (PostgreSQL only: set DATABASE_URL)',
  () => {
    let empty: Awaited<ReturnType<typeof createEmptyPostgresDatabase>>;
    let a: Instance;
    let b: Instance;
    let admin: Agent;
    let categoryId: number;
    let server: ReturnType<typeof postgres>;

    beforeAll(async () => {
      if (!url) return;
      empty = await createEmptyPostgresDatabase(url);
      a = await instance(empty.url, true);
      b = await instance(empty.url, false);
      admin = (await signedIn(a.t, 'admin')).agent;
      categoryId = (await createCategory(a.t.deps.database.db)).id;
      server = postgres(url, { max: 1, onnotice: () => {} });
    });
    afterAll(async () => {
      for (const i of [a, b]) {
        await i?.t.close();
        await i?.t.deps.database.close();
      }
      await server?.end();
      await empty?.drop();
    });

    /** Publishes (or saves) a post on A through the admin API; resolves once A has answered. */
    const save = async (title: string, published: boolean, id?: number) => {
      const res = await admin.request(id ? `/api/admin/blog/${id}` : '/api/admin/blog', {
        method: id ? 'PUT' : 'POST',
        json: { title, categoryId, published },
      });
      expect(res.status).toBe(id ? 200 : 201);
      return res.body as { id: number; slug: string };
    };

    it("a post published on A is on B's /blog within a second, and unpublished, B's post page is a 404 within a second", async () => {
      expect((await visit(b.visitor, '/blog')).html).not.toContain('פוסט מא');
      const renders = b.counter.renders;
      await visit(b.visitor, '/blog');
      expect(b.counter.renders).toBe(renders);

      const post = await save('פוסט מא', true);
      expect(await millisecondsUntil(b.visitor, '/blog', (p) => p.html.includes('פוסט מא'))).toBeLessThan(
        REACHES_WITHIN_MS,
      );
      expect((await visit(b.visitor, postPath(post.slug))).status).toBe(200);

      await save('פוסט מא', false, post.id);
      expect(await millisecondsUntil(b.visitor, postPath(post.slug), (p) => p.status === 404)).toBeLessThan(
        REACHES_WITHIN_MS,
      );
    });

    it("the API reads B keeps: a post published on A is in B's /api/blog within a second, and unpublished, a 404 there", async () => {
      const within = async (seen: () => Promise<boolean>) => {
        const start = performance.now();
        while (!(await seen())) {
          expect(performance.now() - start).toBeLessThan(10_000);
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        return performance.now() - start;
      };
      const slugsOnB = async () =>
        ((await b.visitor.request('/api/blog')).body as { slug: string }[]).map((p) => p.slug);
      // kept on B before the change
      const kept = await slugsOnB();
      expect(await slugsOnB()).toEqual(kept);

      const post = await save('נקרא גם ב-B', true);
      const path = `/api${postPath(post.slug)}`;
      expect(await within(async () => (await slugsOnB()).includes(post.slug))).toBeLessThan(
        REACHES_WITHIN_MS,
      );
      expect((await b.visitor.request(path)).status).toBe(200);

      await save('נקרא גם ב-B', false, post.id);
      expect(await within(async () => (await b.visitor.request(path)).status === 404)).toBeLessThan(
        REACHES_WITHIN_MS,
      );
      expect(await slugsOnB()).not.toContain(post.slug);
    });

    it('sends nothing for a change that rolled back', async () => {
      // pages not visited before: no background render of a half-lived page counts here
      const rolledBack = '/blog/category/rolled-back';
      await visit(b.visitor, rolledBack);
      await visit(b.visitor, '/about');
      const renders = b.counter.renders;
      await a.t.deps.database.db
        .transaction(async (tx) => {
          await announce(tx, [rolledBack]);
          throw new Error('rolled back');
        })
        .catch(() => {});
      // notifications arrive in commit order: once this one has, a rolled-back one would have too
      await a.t.deps.database.db.transaction((tx) => announce(tx, ['/about']));
      await millisecondsUntil(b.visitor, '/about', () => b.counter.renders > renders);
      await visit(b.visitor, rolledBack);
      expect(b.counter.renders).toBe(renders + 1);
    });

    it('with its listener cut off, B sends no page older than 1 s, and once it listens again a change reaches it within a second', async () => {
      const listeners = `select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and query = 'listen "${CONTENT_CHANNEL}"' and pid <> pg_backend_pid()`;
      const database = new URL(empty.url).pathname.slice(1);
      const onDatabase = postgres(empty.url, { max: 1, onnotice: () => {} });
      // the pools' connections are open already; only the listeners must connect again
      await Promise.all(
        [a, b].flatMap((i) => [1, 2, 3, 4].map(() => i.t.deps.database.db.execute('select 1'))),
      );
      try {
        // a killed listener connects again at once: pages kept meanwhile go, changes are heard again
        expect((await onDatabase.unsafe(listeners)).length).toBe(2);
        const first = await save('אחרי ניתוק', true);
        expect(
          await millisecondsUntil(b.visitor, '/blog', (p) => p.html.includes('אחרי ניתוק')),
        ).toBeLessThan(REACHES_WITHIN_MS);

        // one that cannot connect again: unheard after DEAF_AFTER_MS, and pages live 1 s meanwhile
        await server.unsafe(`alter database "${database}" allow_connections false`);
        expect((await onDatabase.unsafe(listeners)).length).toBe(2);
        const cutAt = performance.now();
        const ages: number[] = [];
        while (b.t.deps.contentChanges.heard()) {
          expect(performance.now() - cutAt).toBeLessThan(DEAF_AFTER_MS + 2_000);
          ages.push((await visit(b.visitor, '/blog')).age);
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        expect(Math.max(...ages)).toBeLessThan(PAGE_LIFETIME_MS);
        const unheard: number[] = [];
        const title = 'בזמן הניתוק';
        await save(title, true, first.id);
        const reached = await millisecondsUntil(b.visitor, '/blog', (p) => {
          unheard.push(p.age);
          return p.html.includes(title);
        });
        expect(reached).toBeLessThan(UNHEARD_PAGE_LIFETIME_MS + 500);
        for (let i = 0; i < 10; i++) {
          unheard.push((await visit(b.visitor, '/blog')).age);
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        expect(Math.max(...unheard)).toBeLessThan(UNHEARD_PAGE_LIFETIME_MS);

        // connections allowed again: the listener is back, and changes reach B at once
        await server.unsafe(`alter database "${database}" allow_connections true`);
        await millisecondsUntil(b.visitor, '/blog', () => b.t.deps.contentChanges.heard());
        await save('אחרי החזרה', true, first.id);
        expect(
          await millisecondsUntil(b.visitor, '/blog', (p) => p.html.includes('אחרי החזרה')),
        ).toBeLessThan(REACHES_WITHIN_MS);
      } finally {
        await server.unsafe(`alter database "${database}" allow_connections true`);
        await onDatabase.end();
      }
    });
  },
);
