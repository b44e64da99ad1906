import { createHash } from 'node:crypto';
import Bowser from 'bowser';
import { and, desc, eq, gt } from 'drizzle-orm';
import { type DeviceSession, sessionMessages } from '../../src/shared/account';
import { type AuthUser, idleTimeoutMs } from '../auth/session';
import type { Db } from '../db/client';
import { sessions } from '../db/schema';
import { notFound } from '../errors';

/**
 * The name a session goes by outside the server. The row's id is a hash of the cookie's secret: it is
 * hashed once more, so what the browser sees can neither sign anyone in nor be found in the table.
 */
const publicId = (rowId: string) =>
  createHash('sha256').update(`device:${rowId}`).digest('base64url').slice(0, 22);

const MINUTE = 60_000;

/** Browser and system of a user agent, by a library that keeps up with them. */
export function describeDevice(userAgent: string | null): { browser: string | null; os: string | null } {
  if (!userAgent) return { browser: null, os: null };
  const parser = Bowser.getParser(userAgent);
  return { browser: parser.getBrowserName() || null, os: parser.getOSName() || null };
}

/** The user's live sessions (neither expired nor idle past the role's limit), the latest first. */
async function liveSessions(db: Db, user: Pick<AuthUser, 'id' | 'role'>) {
  const now = Date.now();
  return db
    .select({
      id: sessions.id,
      userAgent: sessions.userAgent,
      ip: sessions.ip,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, user.id),
        gt(sessions.expiresAt, new Date(now)),
        gt(sessions.lastSeenAt, new Date(now - idleTimeoutMs(user.role))),
      ),
    )
    .orderBy(desc(sessions.lastSeenAt));
}

export async function listSessions(
  db: Db,
  user: Pick<AuthUser, 'id' | 'role'>,
  currentId: string | undefined,
): Promise<DeviceSession[]> {
  const rows = await liveSessions(db, user);
  return rows.map((row) => ({
    id: publicId(row.id),
    current: row.id === currentId,
    userAgent: row.userAgent,
    ...describeDevice(row.userAgent),
    ip: row.ip,
    lastSeenAt: new Date(Math.floor(row.lastSeenAt.getTime() / MINUTE) * MINUTE),
  }));
}

/** Ends one of the user's sessions, on every instance (each request reads its row); another's is a 404. */
export async function endSession(db: Db, user: Pick<AuthUser, 'id' | 'role'>, id: string) {
  const row = (await liveSessions(db, user)).find((r) => publicId(r.id) === id);
  if (!row) throw notFound(sessionMessages.notFound);
  await db.delete(sessions).where(and(eq(sessions.id, row.id), eq(sessions.userId, user.id)));
}
