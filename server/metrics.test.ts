import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../tests/app';
import { createUser } from '../tests/users';

const TOKEN = 'operator-metrics-token-0123';

/** The value of one series in Prometheus's text format, or undefined when it is absent. */
const seriesValue = (text: string, series: string) => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

describe('GET /metrics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
  });
  afterAll(() => t.close());
  const scrape = () => t.request('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });

  it('answers 401 without the token or with another, and never shows a figure then', async () => {
    const refused: Record<string, string>[] = [
      {},
      { authorization: 'Bearer wrong-token-0000000000' },
      { authorization: TOKEN },
    ];
    for (const headers of refused) {
      const res = await t.request('/metrics', { headers });
      expect(res.status).toBe(401);
      expect(res.text).not.toMatch(/http_requests_total/);
    }
  });

  it('counts requests by route pattern and status, with their latency', async () => {
    await t.request('/api/blog');
    await t.request('/api/blog/no-such-post');
    const res = await scrape();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(seriesValue(res.text, 'http_requests_total{method="GET",route="/api/blog",status="200"}')).toBe(1);
    // the pattern, not the path: a made-up slug adds no series
    expect(
      seriesValue(res.text, 'http_requests_total{method="GET",route="/api/blog/:slug",status="404"}'),
    ).toBe(1);
    expect(res.text).not.toMatch(/no-such-post/);
    expect(seriesValue(res.text, 'http_request_duration_seconds_count{method="GET",route="/api/blog"}')).toBe(
      1,
    );
    expect(res.text).toMatch(/^process_cpu_seconds_total /m);
  });

  it('shows the outbox waiting and its oldest age, and lockouts', async () => {
    const { db } = t.deps.database;
    const user = await createUser(db);
    // its verification mail leaves the outbox (stored: no SMTP here), so one message waits
    await t.deps.mailer.flush(db);
    await t.deps.mailer.enqueue(db, { kind: 'test', to: 'wait@example.com', subject: 'נושא', text: 'גוף' });
    for (let i = 0; i < 6; i++) {
      await t.request('/api/auth/login', { json: { username: user.username, password: 'wrong-password-1' } });
    }
    const res = await scrape();
    expect(seriesValue(res.text, 'mail_outbox_waiting')).toBe(1);
    expect(seriesValue(res.text, 'mail_outbox_oldest_seconds')).toBeGreaterThanOrEqual(0);
    expect(seriesValue(res.text, 'account_lockouts_total')).toBeGreaterThanOrEqual(1);
  });
});

describe('without METRICS_TOKEN', () => {
  it('has no /metrics', async () => {
    const t = await createTestApp();
    try {
      const res = await t.request('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
      expect(res.status).toBe(404);
    } finally {
      await t.close();
    }
  });
});
