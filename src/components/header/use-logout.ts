import { useState } from 'react';
import { toaster } from '@/components/ui/toaster';
import type { Session } from '@/lib/use-session';

/** Signs `session` out: the server ends it, the app forgets personal data, a toast confirms. */
export function useLogout(session: Session) {
  const [pending, setPending] = useState(false);
  const logout = async () => {
    // the button shows only when signed in; the session's own signOut makes the call
    if (session.status !== 'signed-in') return;
    setPending(true);
    const failure = await session.signOut();
    setPending(false);
    if (failure) toaster.error({ title: 'שגיאה', description: failure });
    else toaster.success({ title: 'התנתקת בהצלחה' });
  };
  return { logout: () => void logout(), pending };
}
