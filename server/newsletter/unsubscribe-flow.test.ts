import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/app';
import { uniqueName } from '../../tests/users';
import { emailOutbox, newsletters } from '../db/schema';

const PUBLIC_URL = 'https://agency.example';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL, RATE_LIMIT: 'off' } });
});
afterAll(() => t.close());

// the calls the browser makes (tRPC over HTTP, superjson envelope)
const trpc = (path: string, input: unknown) => t.agent().request(`/trpc/${path}`, { json: { json: input } });

describe('newsletter: subscribe → the e-mail link → the unsubscribe page’s call', () => {
  it('unsubscribes with the token of the welcome e-mail, and only then', async () => {
    const email = `${uniqueName('flow')}@example.com`;
    expect((await trpc('newsletter.subscribe', { email })).status).toBe(200);

    const db = t.deps.database.db;
    const [mail] = await db.select().from(emailOutbox).where(eq(emailOutbox.to, email));
    const link = mail?.text.match(/https?:\/\/\S+\/newsletter\/unsubscribe\?token=\S+/)?.[0];
    expect(link?.startsWith(`${PUBLIC_URL}/newsletter/unsubscribe?token=`)).toBe(true);
    const token = new URL(link ?? PUBLIC_URL).searchParams.get('token') ?? '';
    // the page's own check of the token's shape (src/pages/public/newsletter-unsubscribe.tsx)
    expect(token).toMatch(/^[\w-]{16,200}$/);

    const before = await db.select().from(newsletters).where(eq(newsletters.email, email));
    expect(before[0]?.status).toBe('active');

    const wrong = await trpc('newsletter.unsubscribe', { token: `${token.slice(0, -4)}zzzz` });
    expect(wrong.status).toBe(404);
    expect((await db.select().from(newsletters).where(eq(newsletters.email, email)))[0]?.status).toBe(
      'active',
    );

    const res = await trpc('newsletter.unsubscribe', { token });
    expect(res.status).toBe(200);
    expect(res.body.result.data.json).toEqual({ ok: true });
    const [after] = await db.select().from(newsletters).where(eq(newsletters.email, email));
    expect(after?.status).toBe('unsubscribed');
    expect(after?.unsubscribedAt).toBeInstanceOf(Date);
  });
});
