/**
 * The end-to-end tests' mailbox: an SMTP sink (tests/smtp-sink.ts) the server sends to, which drops each
 * message it accepts as a JSON file (envelope recipients and raw data) into MAIL_DROP_DIR, where the
 * tests read it (e2e/mailbox.ts). Started by playwright.config.ts beside the server; runs until killed.
 */
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startSmtpSink } from './smtp-sink';

const dir = process.env.MAIL_DROP_DIR;
const port = Number(process.env.MAIL_DROP_PORT);
if (!dir || !port) throw new Error('MAIL_DROP_DIR and MAIL_DROP_PORT are required');
mkdirSync(dir, { recursive: true });

let count = 0;
const sink = await startSmtpSink(port, (mail) => {
  const name = `${String(mail.at)}-${String(++count).padStart(5, '0')}.json`;
  // written whole under another name, then renamed: a reader never sees half a message
  const file = path.join(dir, name);
  writeFileSync(`${file}.part`, JSON.stringify({ to: mail.to, data: mail.data }));
  renameSync(`${file}.part`, file);
});
console.log(`mail drop listening on ${sink.url}, writing to ${dir}`);
