/**
 * When an admin call answers 401 (the session ended: 30 idle minutes, a logout in another tab), the
 * page behind is stale: say so and offer to sign in again, back to this page.
 */
import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import type { Mutation, Query } from '@tanstack/react-query';
import { LogIn } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { DialogRoot } from '@/components/ui/dialog-root';
import { withData } from '@/lib/data/runtime';
import { useSite } from '@/lib/site-context';
import { errorCode } from '@/lib/trpc';
import { adminLoginHref } from './next-path';

const isAdminKey = (key: readonly unknown[] | undefined) => {
  const path = key?.[0];
  return Array.isArray(path) && path[0] === 'admin';
};
const endedSession = (item: Query | Mutation, error: unknown) =>
  errorCode(error) === 'UNAUTHORIZED' &&
  isAdminKey('queryKey' in item ? item.queryKey : item.options.mutationKey);

function SessionExpired() {
  // the page load's react-query cache, which withData has just made sure exists
  const queryClient = useSite().data.runtime?.queryClient;
  const { pathname, search } = useLocation();
  const [ended, setEnded] = useState(false);

  useEffect(() => {
    if (!queryClient) return;
    const queries = queryClient.getQueryCache().subscribe((event) => {
      if (
        event.type === 'updated' &&
        event.action.type === 'error' &&
        endedSession(event.query, event.action.error)
      )
        setEnded(true);
    });
    const mutations = queryClient.getMutationCache().subscribe((event) => {
      const mutation = event.mutation;
      if (
        event.type === 'updated' &&
        mutation?.state.status === 'error' &&
        endedSession(mutation, mutation.state.error)
      )
        setEnded(true);
    });
    // a 401 that came before this watcher mounted
    if (
      queryClient
        .getQueryCache()
        .getAll()
        .some((q) => q.state.status === 'error' && endedSession(q, q.state.error))
    )
      setEnded(true);
    return () => {
      queries();
      mutations();
    };
  }, [queryClient]);

  return (
    <DialogRoot
      open={ended}
      role="alertdialog"
      size="sm"
      closeOnInteractOutside={false}
      onOpenChange={(event) => setEnded(event.open)}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>החיבור הסתיים</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>
                מטעמי אבטחה, החיבור למערכת הניהול מסתיים אחרי 30 דקות ללא פעילות, או כשמתנתקים בלשונית אחרת.
                כדי להמשיך יש להתחבר מחדש; אחרי הכניסה נחזור לדף הזה.
              </Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button asChild>
                {/* a full load: the new session starts from a clean page */}
                <Link to={adminLoginHref(pathname + search)} reloadDocument>
                  <LogIn aria-hidden="true" />
                  התחברות מחדש
                </Link>
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </DialogRoot>
  );
}

export default withData(SessionExpired);
