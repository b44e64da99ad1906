import { describe, expect, it } from 'vitest';
import type { SessionUser } from '@/shared/auth';
import { type Session, sameSession } from './use-session';

const user = { id: 1, username: 'dana' } as unknown as SessionUser;
const signOut = async () => undefined;

describe('sameSession: an answer that changes nothing is not published (nothing in the header renders again)', () => {
  it('the same status without details is the same session', () => {
    expect(sameSession({ status: 'anonymous' }, { status: 'anonymous' })).toBe(true);
    expect(sameSession({ status: 'loading' }, { status: 'loading' })).toBe(true);
    expect(sameSession({ status: 'anonymous' }, { status: 'loading' })).toBe(false);
  });

  it('a signed-in session is the same only with the same user and sign-out', () => {
    const session: Session = { status: 'signed-in', user, signOut };
    expect(sameSession(session, { status: 'signed-in', user, signOut })).toBe(true);
    expect(sameSession(session, { status: 'signed-in', user: { ...user }, signOut })).toBe(false);
    expect(sameSession(session, { status: 'anonymous' })).toBe(false);
  });

  it('an error is always new (its retry is)', () => {
    const retry = () => undefined;
    expect(sameSession({ status: 'error', retry }, { status: 'error', retry })).toBe(false);
  });
});
