/**
 * The mail the server sent during the run, as its recipients get it: tests/mail-drop.ts leaves each
 * message it accepts over SMTP in MAIL_DROP_DIR; this reads them back, decoded.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';
import { MAIL_DROP_DIR } from '../playwright.config';

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
}

/** A header's value, its folded lines joined and its encoded words (RFC 2047) decoded. */
function headerValue(head: string, name: string): string {
  const line = head
    .replace(/\r\n[ \t]+/g, ' ')
    .split('\r\n')
    .find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  const value = line?.slice(name.length + 1).trim() ?? '';
  return value.replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_, kind: string, word: string) =>
    kind.toLowerCase() === 'b'
      ? Buffer.from(word, 'base64').toString('utf8')
      : decodeQuotedPrintable(word.replaceAll('_', ' ')),
  );
}

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  const joined = text.replace(/=\r?\n/g, '');
  for (let i = 0; i < joined.length; i++) {
    const hex = joined[i] === '=' ? joined.slice(i + 1, i + 3) : '';
    if (/^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(joined[i] ?? '', 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

/** A plain-text message (what the server's mailer sends) from its raw SMTP data. */
function parse(to: string[], data: string): ReceivedMail {
  const split = data.indexOf('\r\n\r\n');
  const head = data.slice(0, split);
  const body = data.slice(split + 4);
  const encoding = headerValue(head, 'Content-Transfer-Encoding').toLowerCase();
  const text =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? decodeQuotedPrintable(body)
        : body;
  return { to, subject: headerValue(head, 'Subject'), text: text.replaceAll('\r\n', '\n') };
}

/** Every message received so far for `address`, oldest first. */
export async function mailsTo(address: string): Promise<ReceivedMail[]> {
  const names = (await readdir(MAIL_DROP_DIR).catch(() => [])).filter((n) => n.endsWith('.json')).sort();
  const mails = await Promise.all(
    names.map(async (name) => JSON.parse(await readFile(path.join(MAIL_DROP_DIR, name), 'utf8'))),
  );
  return mails
    .filter((m: { to: string[] }) => m.to.includes(address))
    .map((m: { to: string[]; data: string }) => parse(m.to, m.data));
}

/** Waits for the `nth` (from 1) message to `address` whose subject is `subject`, and returns it. */
export async function waitForMail(address: string, subject: string, nth = 1): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailsTo(address)).filter((m) => m.subject === subject)[nth - 1];
        return found !== undefined;
      },
      { message: `mail "${subject}" #${nth} to ${address}`, timeout: 15_000 },
    )
    .toBe(true);
  if (!found) throw new Error('unreachable');
  return found;
}

/** The path and query of the first link to `page` in a message (the test's server is the link's origin). */
export function linkIn(mail: ReceivedMail, page: string): string {
  const match = new RegExp(`https?://[^/\\s]+(${page}\\?token=[\\w-]+)`).exec(mail.text);
  if (!match?.[1]) throw new Error(`no ${page} link in "${mail.subject}"`);
  return match[1];
}
