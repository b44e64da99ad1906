/**
 * When an admin call answers 401 (the session ended: 30 idle minutes, a logout in another tab), the
 * page behind is stale: say so and offer to sign in again, back to this page.
 */
import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { LogIn } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { DialogRoot } from '@/components/ui/dialog-root';
import { useAdminSessionEnded } from '@/lib/session-actions';
import { adminLoginHref } from './next-path';

function SessionExpired() {
  const { pathname, search } = useLocation();
  const [ended, setEnded] = useAdminSessionEnded();

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

export default SessionExpired;
