import { createHash, randomBytes } from 'node:crypto';
import { and, eq, inArray, lt, ne, or } from 'drizzle-orm';
import { serialize } from 'hono/utils/cookie';
import { getIronSession } from 'iron-session';
import type { SessionUser } from '../../src/shared/auth';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema';
import { hasSecondFactor, secondFactorExists } from './second-factor';

/** A session ends after this long without a request… */
export const IDLE_TIMEOUT_MS = 60 * 60 * 1000;
/** …an administrator's sooner: an unattended admin screen opens personal data of every customer… */
export const ADMIN_IDLE_TIMEOUT_MS = 30 * 60 * 1000;
/** …and in any case this long after sign-in. */
export const ABSOLUTE_TIMEOUT_MS = 12 * 60 * 60 * 1000;
/** How long a session of this role may stay without a request. */
export const idleTimeoutMs = (role: string) => (role === 'admin' ? ADMIN_IDLE_TIMEOUT_MS : IDLE_TIMEOUT_MS);
// refreshing lastSeenAt on every request would write on every read
const TOUCH_INTERVAL_MS = 60 * 1000;

export interface AuthUser extends SessionUser {
  id: number;
  email: string;
}

/** The session of one request: who is signed in, and the means to change it. */
export interface SessionHandle {
  user: AuthUser | null;
  /** the session row's id while signed in (a password change keeps this session and ends the others) */
  readonly id: string | undefined;
  /** when this session last proved a second factor (at sign-in or a step-up); null = never */
  readonly secondFactorAt: Date | null;
  /** whether the signed-in user has a second factor (server/auth/second-factor.ts): an admin must */
  readonly hasSecondFactor: boolean;
  /** `secondFactor`: the sign-in proved a second factor (a code, a passkey) */
  signIn(user: AuthUser, proof?: { secondFactor: boolean }): Promise<void>;
  /** records a second factor proved now in this signed-in session (a step-up) */
  markSecondFactor(): Promise<void>;
  /**
   * A factor was just added in this session: it counts as proved here, and the account's other
   * sessions end, so one opened by the password alone never inherits the new factor.
   */
  enrolledSecondFactor(): Promise<void>;
  /**
   * A sign-in waiting for its second factor: the user whose password was right, for PENDING_SIGN_IN_MS.
   * Beginning one ends the current session; `signIn` and `signOut` end the wait.
   */
  readonly pendingUserId: number | undefined;
  beginPending(userId: number): Promise<void>;
  signOut(): Promise<void>;
  /** this browser's id: the value of its own long-lived cookie, minted (and the cookie set) on first use */
  deviceId(): string;
  /** the request's user agent, as the session row keeps it */
  readonly userAgent: string | undefined;
}

/** How long a password that was right waits for its second factor. */
export const PENDING_SIGN_IN_MS = 5 * 60 * 1000;

interface SealedSession {
  sid?: string;
  /** a sign-in waiting for its second factor: the user's id and until when (ms since the epoch) */
  pending?: { userId: number; until: number };
}

export interface SessionOptions {
  secret: string;
  secure: boolean;
}

const hashId = (sid: string) => createHash('sha256').update(sid).digest('base64url');

export function cookieName(secure: boolean, base = 'session') {
  // __Host- binds the cookie to this origin; browsers accept it only with Secure
  return secure ? `__Host-${base}` : base;
}

/** The device cookie lives as long as browsers let a cookie live (Chrome caps it at 400 days). */
export const DEVICE_COOKIE_MAX_AGE_S = 400 * 24 * 60 * 60;
const DEVICE_ID = /^[A-Za-z0-9_-]{43}$/;

/** Reads the request's cookie and writes Set-Cookie into `resHeaders` when the session changes. */
export async function loadSession(
  db: Db,
  options: SessionOptions,
  cookieHeader: string | undefined,
  resHeaders: Headers,
  meta: { ip: string; userAgent: string | undefined },
): Promise<SessionHandle> {
  const name = cookieName(options.secure);
  const cookies = parseCookies(cookieHeader);
  const store = {
    get: (key: string) => (cookies.has(key) ? { name: key, value: cookies.get(key) ?? '' } : undefined),
    set: (...args: unknown[]) => {
      const [key, value, opts] =
        typeof args[0] === 'string'
          ? (args as [string, string, Record<string, unknown> | undefined])
          : (() => {
              const { name: n, value: v, ...rest } = args[0] as { name: string; value: string };
              return [n, v, rest] as [string, string, Record<string, unknown>];
            })();
      resHeaders.append('set-cookie', serializeCookie(key, value, opts ?? {}));
    },
  };
  const openIron = () =>
    getIronSession<SealedSession>(store as never, {
      password: options.secret,
      cookieName: name,
      ttl: ABSOLUTE_TIMEOUT_MS / 1000,
      cookieOptions: { httpOnly: true, sameSite: 'lax', secure: options.secure, path: '/' },
    });
  // most requests come without the cookie (visitors, forms): iron-session is opened when one is there,
  // or when a sign-in or sign-out writes it (opening it was ~4% of the CPU of a contact burst on
  // PostgreSQL: a CPU profile, README "Speed")
  let iron = cookies.has(name) ? await openIron() : undefined;
  const ironSession = async () => {
    iron ??= await openIron();
    return iron;
  };

  let user: AuthUser | null = null;
  let secondFactorAt: Date | null = null;
  let userHasFactor = false;
  let currentId = iron?.sid ? hashId(iron.sid) : undefined;
  if (currentId) {
    const now = new Date();
    const [row] = await db
      .select({
        id: users.id,
        username: users.username,
        email: users.email,
        role: users.role,
        lastSeenAt: sessions.lastSeenAt,
        expiresAt: sessions.expiresAt,
        blockedAt: users.blockedAt,
        secondFactorAt: sessions.secondFactorAt,
        hasSecondFactor: secondFactorExists(),
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(sessions.id, currentId))
      .limit(1);
    // a blocked user's sessions are deleted with the block; this also refuses one signed in during it
    const valid =
      row &&
      !row.blockedAt &&
      row.expiresAt > now &&
      now.getTime() - row.lastSeenAt.getTime() < idleTimeoutMs(row.role);
    if (row && valid) {
      user = { id: row.id, username: row.username, email: row.email, role: row.role };
      secondFactorAt = row.secondFactorAt;
      userHasFactor = row.hasSecondFactor === true;
      if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
        await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, currentId));
      }
    } else {
      if (row) await db.delete(sessions).where(eq(sessions.id, currentId));
      currentId = undefined;
      iron?.destroy();
    }
  }

  const deviceCookie = cookieName(options.secure, 'device');
  let device = cookies.get(deviceCookie);
  const userAgent = meta.userAgent?.slice(0, 300);

  let pending = iron?.pending && iron.pending.until > Date.now() ? iron.pending : undefined;

  const handle: SessionHandle = {
    user,
    userAgent,
    get id() {
      return currentId;
    },
    get secondFactorAt() {
      return secondFactorAt;
    },
    get hasSecondFactor() {
      return userHasFactor;
    },
    get pendingUserId() {
      return pending && pending.until > Date.now() ? pending.userId : undefined;
    },
    deviceId() {
      if (device && DEVICE_ID.test(device)) return device;
      device = randomBytes(32).toString('base64url');
      resHeaders.append(
        'set-cookie',
        serializeCookie(deviceCookie, device, {
          httpOnly: true,
          secure: options.secure,
          maxAge: DEVICE_COOKIE_MAX_AGE_S,
        }),
      );
      return device;
    },
    async signIn(next, proof) {
      // a new id on every sign-in, so an id planted before login is worthless
      if (currentId) await db.delete(sessions).where(eq(sessions.id, currentId));
      const sid = randomBytes(32).toString('base64url');
      currentId = hashId(sid);
      const now = Date.now();
      secondFactorAt = proof?.secondFactor ? new Date(now) : null;
      userHasFactor = proof?.secondFactor === true || (await hasSecondFactor(db, next.id));
      await db.insert(sessions).values({
        id: currentId,
        userId: next.id,
        expiresAt: new Date(now + ABSOLUTE_TIMEOUT_MS),
        ip: meta.ip,
        userAgent,
        secondFactorAt,
      });
      const sealed = await ironSession();
      sealed.sid = sid;
      sealed.pending = undefined;
      pending = undefined;
      await sealed.save();
      handle.user = next;
    },
    async markSecondFactor() {
      if (!currentId) throw new Error('markSecondFactor needs a signed-in session');
      secondFactorAt = new Date();
      userHasFactor = true;
      await db.update(sessions).set({ secondFactorAt }).where(eq(sessions.id, currentId));
    },
    async enrolledSecondFactor() {
      await handle.markSecondFactor();
      if (handle.user) await endUserSessions(db, handle.user.id, currentId);
    },
    async beginPending(userId) {
      if (currentId) await db.delete(sessions).where(eq(sessions.id, currentId));
      currentId = undefined;
      handle.user = null;
      secondFactorAt = null;
      userHasFactor = false;
      pending = { userId, until: Date.now() + PENDING_SIGN_IN_MS };
      const sealed = await ironSession();
      sealed.sid = undefined;
      sealed.pending = pending;
      await sealed.save();
    },
    async signOut() {
      if (currentId) await db.delete(sessions).where(eq(sessions.id, currentId));
      currentId = undefined;
      pending = undefined;
      secondFactorAt = null;
      userHasFactor = false;
      (await ironSession()).destroy();
      handle.user = null;
    },
  };
  return handle;
}

/** Ends every session of a user (after a password reset), or every one but `except` (a password change). */
export async function endUserSessions(db: Db, userId: number, except?: string) {
  await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), except === undefined ? undefined : ne(sessions.id, except)));
}

/** Removes sessions past either timeout (administrators' after their shorter idle limit). */
export async function pruneSessions(db: Db) {
  const now = new Date();
  const idleSince = (ms: number) => new Date(now.getTime() - ms);
  const admins = db.select({ id: users.id }).from(users).where(eq(users.role, 'admin'));
  await db
    .delete(sessions)
    .where(
      or(
        lt(sessions.expiresAt, now),
        lt(sessions.lastSeenAt, idleSince(IDLE_TIMEOUT_MS)),
        and(lt(sessions.lastSeenAt, idleSince(ADMIN_IDLE_TIMEOUT_MS)), inArray(sessions.userId, admins)),
      ),
    );
}

function parseCookies(header: string | undefined): Map<string, string> {
  const map = new Map<string, string>();
  if (!header) return map;
  for (const part of header.split(';')) {
    const i = part.indexOf('=');
    if (i < 0) continue;
    const key = part.slice(0, i).trim();
    if (!key || map.has(key)) continue;
    let value = part.slice(i + 1).trim();
    try {
      value = decodeURIComponent(value);
    } catch {
      // a malformed cookie reads as absent content, never as an error
    }
    map.set(key, value);
  }
  return map;
}

function serializeCookie(name: string, value: string, opts: Record<string, unknown>) {
  const maxAge = typeof opts.maxAge === 'number' ? opts.maxAge : undefined;
  return serialize(name, value, {
    path: (opts.path as string | undefined) ?? '/',
    httpOnly: opts.httpOnly !== false,
    secure: opts.secure === true,
    sameSite: 'Lax',
    ...(maxAge !== undefined ? { maxAge: Math.max(0, maxAge) } : {}),
    ...(opts.expires instanceof Date ? { expires: opts.expires } : {}),
  });
}
