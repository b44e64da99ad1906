// One process of the two-process reminder tests (server/account/reminders.test.ts, and with
// PASS=renewals server/renewals/reminders.test.ts): opens DATABASE_URL, says "ready", waits for "go" on
// stdin so both start together, runs the pass once and prints the count.
import { randomBytes } from 'node:crypto';
import { createInterface } from 'node:readline';
import { sendExpiryReminders } from '../server/account/reminders';
import { dataKeys } from '../server/data-key/crypto';
import { openDatabase } from '../server/db/client';
import { createLogger } from '../server/log';
import { createMailer } from '../server/mail/mailer';
import { sendRenewalReminders } from '../server/renewals/reminders';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL is not set');
const database = await openDatabase({ databaseUrl: url, migrate: false, max: 2 });
const mailer = createMailer({
  smtpUrl: undefined,
  from: 'test@example.com',
  log: createLogger('silent'),
  dataKeys: dataKeys(randomBytes(32)),
});
await database.ping();
console.log('ready');
const lines = createInterface({ input: process.stdin });
await new Promise<void>((resolve) => lines.once('line', () => resolve()));
lines.close();
const send = process.env.PASS === 'renewals' ? sendRenewalReminders : sendExpiryReminders;
const queued = await send(database.db, mailer, 'http://localhost:3000', {
  now: new Date(process.env.NOW ?? Date.now()),
  batch: Number(process.env.BATCH ?? 3),
});
console.log(JSON.stringify({ queued }));
await database.close();
