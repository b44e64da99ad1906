import { toaster } from '@/components/ui/toaster';
import { errorMessage, trpc } from '@/lib/trpc';
import { useSessionActions } from '@/lib/use-session';

/** Signs out: the server ends the session, the app forgets personal data, a toast confirms (SPEC §8). */
export function useLogout() {
  const { signedOut } = useSessionActions();
  const logout = trpc.auth.logout.useMutation({
    onSuccess: async () => {
      await signedOut();
      toaster.success({ title: 'התנתקת בהצלחה' });
    },
    onError: (error) =>
      toaster.error({ title: 'שגיאה', description: errorMessage(error, 'ההתנתקות נכשלה. נסו שוב.') }),
  });
  return { logout: () => logout.mutate(), pending: logout.isPending };
}
