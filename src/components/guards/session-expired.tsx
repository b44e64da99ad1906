/**
 * When an admin call answers 401 (the session ended: 30 idle minutes, a logout in another tab), the
 * page behind is stale: say so and offer to sign in again, back to this page.
 */
import { Dialog, Text } from '@chakra-ui/react';
import { LogIn } from 'lucide-react';
import { DialogFrame, DialogTitleBar } from '@/components/ui/dialog-frame';
import { LinkButton } from '@/components/ui/link-button';
import { useAdminSessionEnded } from '@/lib/session-actions';
import { useAdminLoginHref } from './use-admin-login-href';

function SessionExpired() {
  const loginHref = useAdminLoginHref();
  const [ended, setEnded] = useAdminSessionEnded();

  return (
    <DialogFrame
      open={ended}
      role="alertdialog"
      size="sm"
      closeOnInteractOutside={false}
      onClose={() => setEnded(false)}
    >
      <DialogTitleBar title="החיבור הסתיים" closeLabel={null} />
      <Dialog.Body>
        <Text>
          מטעמי אבטחה, החיבור למערכת הניהול מסתיים אחרי 30 דקות ללא פעילות, או כשמתנתקים בלשונית אחרת. כדי
          להמשיך יש להתחבר מחדש; אחרי הכניסה נחזור לדף הזה.
        </Text>
      </Dialog.Body>
      <Dialog.Footer>
        <LinkButton asChild>
          {/* a plain link, a full load: the new session starts from a clean page */}
          <a href={loginHref}>
            <LogIn aria-hidden="true" />
            התחברות מחדש
          </a>
        </LinkButton>
      </Dialog.Footer>
    </DialogFrame>
  );
}

export default SessionExpired;
