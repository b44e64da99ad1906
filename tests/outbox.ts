import { and, desc, eq } from 'drizzle-orm';
import { VERIFY_MAIL_KIND } from '../server/auth/email-verification';
import type { Db } from '../server/db/client';
import { emailOutbox } from '../server/db/schema';
import { openMailText } from '../server/mail/mailer';
import type { TestApp } from './app';

/** The outbox's messages to `to` (of one kind when given), newest first. */
export const mailsTo = (db: Db, to: string, kind?: string) =>
  db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to, to), kind === undefined ? undefined : eq(emailOutbox.kind, kind)))
    .orderBy(desc(emailOutbox.id));

/** A stored message's text as its recipient reads it: its sealed link opened with the app's data key. */
export const textOf = (t: TestApp, mail: { text: string; secret: string | null } | undefined) =>
  mail && openMailText(t.deps.config.dataKeys, mail);

/** The token of a link to `page` (`/verify-email`, `/reset-password`) in a mail's text. */
export const linkToken = (text: string | undefined, page: string) =>
  text === undefined ? undefined : new RegExp(`${page}\\?token=([\\w-]+)`).exec(text)?.[1];

/** The token of the newest verification link mailed to `to`. */
export async function verificationToken(t: TestApp, to: string): Promise<string> {
  const [mail] = await mailsTo(t.deps.database.db, to, VERIFY_MAIL_KIND);
  const token = linkToken(textOf(t, mail), '/verify-email');
  if (!token) throw new Error(`no verification link mailed to ${to}`);
  return token;
}

/** Opens the newest verification link mailed to `to`, as its reader would (any browser). */
export async function verifyAddress(t: TestApp, to: string) {
  const token = await verificationToken(t, to);
  const res = await t.agent().request('/api/auth/verify-email', { json: { token } });
  if (res.status !== 200) throw new Error(`verification failed: ${res.status} ${res.text}`);
}

/** The token of the newest reset link mailed to `to`. */
export async function resetToken(t: TestApp, to: string): Promise<string> {
  const [mail] = await mailsTo(t.deps.database.db, to, 'password-reset');
  const token = linkToken(textOf(t, mail), '/reset-password');
  if (!token) throw new Error(`no reset link mailed to ${to}`);
  return token;
}
