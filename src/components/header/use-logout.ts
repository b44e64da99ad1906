import { useState } from 'react';
import { toaster } from '@/components/ui/toaster';
import { useSite } from '@/lib/site-context';

/** Signs out: the server ends the session, the app forgets personal data, a toast confirms (SPEC §8). */
export function useLogout() {
  const { data } = useSite();
  const [pending, setPending] = useState(false);
  const logout = async () => {
    setPending(true);
    try {
      const actions = await import('@/lib/data/actions');
      const failure = await actions.logout(data);
      if (failure) toaster.error({ title: 'שגיאה', description: failure });
      else toaster.success({ title: 'התנתקת בהצלחה' });
    } catch {
      // the module itself failed to load (offline)
      toaster.error({ title: 'שגיאה', description: 'ההתנתקות נכשלה. נסו שוב.' });
    } finally {
      setPending(false);
    }
  };
  return { logout: () => void logout(), pending };
}
