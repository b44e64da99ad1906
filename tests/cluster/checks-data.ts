/** Writes and what they change, across instances: one row per idempotent submit, pages, files, mail. */
import { randomBytes, randomUUID } from 'node:crypto';
import { pdfFile } from '../document-files';
import { validTravelRequest } from '../payloads';
import { register } from './accounts';
import { browser, newAddress } from './http';
import type { Instance } from './instances';
import type { Stack } from './stack';
import { signInAsClusterAdmin } from './stack';
import type { Row } from './table';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The same travel request with one idempotency key, sent to A, B and C at once and again: one row. */
export async function idempotentSubmits(stack: Stack): Promise<Row> {
  const body = { ...validTravelRequest(), idempotencyKey: randomUUID() };
  const send = (instance: Instance) =>
    browser(instance.url, newAddress()).request('/api/travel/submit', { json: body });
  const together = await Promise.all(stack.instances.map(send));
  const again = await Promise.all(stack.instances.map(send));
  const answers = [...together, ...again];
  const ids = new Set(answers.map((res) => res.body?.id));
  const rows = Number(
    stack.pg.query(
      `select count(*) from travel_insurance where idempotency_key = '${body.idempotencyKey}'`,
    )[0],
  );
  return {
    name: 'idempotent submits',
    figures: `one key to A,B,C at once, then again: statuses ${answers.map((r) => r.status).join(',')}; ${ids.size} distinct id; ${rows} row`,
    pass: answers.every((r) => r.status === 201) && ids.size === 1 && rows === 1,
  };
}

/** Polls `probe` every 100 ms until it holds (or `limitMs` passes); the seconds it took, or undefined. */
async function secondsUntil(probe: () => Promise<boolean>, limitMs: number): Promise<number | undefined> {
  const start = Date.now();
  while (Date.now() - start < limitMs) {
    if (await probe()) return (Date.now() - start) / 1000;
    await sleep(100);
  }
  return undefined;
}

/** The longest a content change may take to reach another instance's pages: one second. */
const CHANGE_BOUND_S = 1;

/**
 * A post published on A shows on B's and C's /blog (kept in their page caches before), and once
 * unpublished on A its page is gone from B and C.
 */
export async function cacheInvalidation(stack: Stack): Promise<Row> {
  const [a, ...others] = stack.instances as [Instance, ...Instance[]];
  const admin = browser(a.url, newAddress());
  await signInAsClusterAdmin(admin);
  const categories = await admin.request('/api/admin/categories');
  const categoryId = categories.body?.[0]?.id;
  const visitor = browser(a.url, newAddress());
  const page = async (url: string) => visitor.request(url, { cookies: false });
  // the list as B and C keep it, before the post exists
  for (const other of others) for (let i = 0; i < 2; i++) await page(`${other.url}/blog`);

  const title = `Cluster post ${randomBytes(4).toString('hex')}`;
  const created = await admin.request('/api/admin/blog', {
    json: {
      title,
      excerpt: 'A post of the cluster test',
      content: '<p>cluster</p>',
      categoryId,
      published: true,
    },
  });
  const post = created.body as { id: number; slug: string };
  const shown = await Promise.all(
    others.map((other) =>
      secondsUntil(async () => (await page(`${other.url}/blog`)).text.includes(title), 40_000),
    ),
  );
  // its page, kept by B and C, then unpublished on A
  for (const other of others) await page(`${other.url}/blog/${post.slug}`);
  const hidden = await admin.request(`/api/admin/blog/${post.id}`, {
    method: 'PUT',
    json: {
      title,
      slug: post.slug,
      excerpt: 'A post of the cluster test',
      content: '<p>cluster</p>',
      categoryId,
      published: false,
    },
  });
  const gone = await Promise.all(
    others.map((other) =>
      secondsUntil(async () => (await page(`${other.url}/blog/${post.slug}`)).status === 404, 40_000),
    ),
  );
  const said = (times: (number | undefined)[]) =>
    times
      .map((s, i) => `${others[i]?.name} ${s === undefined ? 'not within 40 s' : `${s.toFixed(1)} s`}`)
      .join(', ');
  const within = (times: (number | undefined)[]) =>
    times.every((s) => s !== undefined && s <= CHANGE_BOUND_S);
  return {
    name: 'cache invalidation',
    figures: `publish on A (${created.status}) → on /blog of ${said(shown)}; unpublish on A (${hidden.status}) → 404 on ${said(gone)} (bound ${CHANGE_BOUND_S} s)`,
    pass: created.status === 201 && hidden.status === 200 && within(shown) && within(gone),
  };
}

/** A document uploaded through A is downloaded byte for byte from B and C. */
export async function uploads(stack: Stack): Promise<Row> {
  const [a, b, c] = stack.instances as [Instance, Instance, Instance];
  const account = await register(a.url, 'upload');
  const bytes = pdfFile(`cluster ${randomBytes(4).toString('hex')}`);
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), 'policy.pdf');
  form.set('name', 'פוליסה');
  form.set('category', 'general');
  const uploaded = await account.agent.request(`${a.url}/api/user/documents`, { method: 'POST', body: form });
  const id = uploaded.body?.id;
  const downloads = await Promise.all(
    [b, c].map(async (instance) => {
      const res = await account.agent.request(`${instance.url}/api/user/documents/${id}/download`);
      return { status: res.status, same: res.text === bytes.toString('latin1') };
    }),
  );
  return {
    name: 'uploads',
    figures: `upload on A ${uploaded.status}; download on B ${downloads[0]?.status} (${downloads[0]?.same ? 'same bytes' : 'different bytes'}), on C ${downloads[1]?.status} (${downloads[1]?.same ? 'same bytes' : 'different bytes'})`,
    pass: uploaded.status === 201 && downloads.every((d) => d.status === 200 && d.same),
  };
}
