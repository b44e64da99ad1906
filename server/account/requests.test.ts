import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDayText } from '../../src/shared/day-text';
import { type Agent, createTestApp, type TestApp } from '../../tests/app';
import { verifyAddress } from '../../tests/outbox';
import { validContact, validTravelRequest } from '../../tests/payloads';
import { signedIn } from '../../tests/users';
import { contactMessages, travelInsurance } from '../db/schema';
import { contactReference } from '../travel/reference';

let t: TestApp;
const db = () => t.deps.database.db;

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT: 'off' } });
});
afterAll(() => t.close());

/** tRPC over HTTP as the browser sends it (a query: GET). */
async function trpcList(agent: Agent) {
  const res = await agent.request('/trpc/account.requests.list');
  return { status: res.status, data: res.body?.result?.data?.json };
}

/** A travel request sent as a visitor sends it, its applicant's address `email`. */
async function sendTravel(email: string) {
  const request = validTravelRequest(1);
  const travelers = request.travelers.map((traveler) => ({ ...traveler, email }));
  const res = await t.request('/api/travel/submit', { json: { ...request, travelers } });
  expect(res.status).toBe(201);
  return { ...(res.body as { id: number; reference: string }), request };
}

async function sendContact(email: string, service = 'ביטוח דירה') {
  const res = await t.request('/api/contact', { json: { ...validContact, email, service } });
  expect(res.status).toBe(201);
  return res.body as { id: number };
}

const wait = () => new Promise((resolve) => setTimeout(resolve, 15));

describe('GET /api/user/requests and account.requests.list', () => {
  it('answers 401 on both doors when signed out', async () => {
    const anonymous = t.agent();
    expect((await anonymous.request('/api/user/requests')).status).toBe(401);
    expect((await trpcList(anonymous)).status).toBe(401);
  });

  it('lists nothing sent with the address until the address is verified, then all of it, newest first', async () => {
    const { agent, user } = await signedIn(t, 'user');
    const travel = await sendTravel(user.email);
    await wait();
    // the address as the visitor typed it, in other letters' case
    const contact = await sendContact(user.email.toUpperCase());

    expect((await agent.request('/api/user/requests')).body).toEqual([]);
    expect(await trpcList(agent)).toEqual({ status: 200, data: [] });

    await verifyAddress(t, user.email);
    const rest = await agent.request('/api/user/requests');
    expect(rest.status).toBe(200);
    const { departureDate, returnDate } = travel.request;
    expect(rest.body).toEqual([
      {
        kind: 'contact',
        id: contact.id,
        reference: contactReference(contact.id),
        status: 'open',
        createdAt: expect.any(String),
        summary: 'ביטוח דירה',
      },
      {
        kind: 'travel',
        id: travel.id,
        reference: travel.reference,
        status: 'pending',
        createdAt: expect.any(String),
        summary: `ארצות הברית, ספרד · ${formatDayText(departureDate)} עד ${formatDayText(returnDate)}`,
      },
    ]);
    // the tRPC door answers the same, its dates as dates
    const viaTrpc = await trpcList(agent);
    expect(viaTrpc.status).toBe(200);
    expect(viaTrpc.data).toEqual(rest.body);
  });

  it("shows the agency's decisions, and never another user's requests", async () => {
    const { agent, user } = await signedIn(t, 'user');
    const other = await signedIn(t, 'user');
    await verifyAddress(t, user.email);
    await verifyAddress(t, other.user.email);
    const mine = await sendTravel(user.email);
    await wait();
    const theirs = await sendTravel(other.user.email);
    await sendContact(other.user.email);
    await wait();
    const handled = await sendContact(user.email, '');

    await db().update(travelInsurance).set({ status: 'approved' }).where(eq(travelInsurance.id, mine.id));
    await db()
      .update(contactMessages)
      .set({ handledAt: new Date() })
      .where(eq(contactMessages.id, handled.id));

    const res = await agent.request('/api/user/requests');
    expect(res.body).toEqual([
      expect.objectContaining({ kind: 'contact', id: handled.id, status: 'handled', summary: 'צור קשר' }),
      expect.objectContaining({ kind: 'travel', id: mine.id, status: 'approved' }),
    ]);
    const theirList = await other.agent.request('/api/user/requests');
    expect(theirList.body.map((r: { id: number; kind: string }) => `${r.kind}:${r.id}`)).not.toContain(
      `travel:${mine.id}`,
    );
    expect(theirList.body).toContainEqual(expect.objectContaining({ kind: 'travel', id: theirs.id }));
  });
});
