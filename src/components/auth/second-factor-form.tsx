import { Stack, Text } from '@chakra-ui/react';
import { CodeForm } from '@/components/second-factor/code-form';
import { toaster } from '@/components/ui/toaster';
import { useSignedIn } from '@/lib/session-actions';
import { trpc } from '@/lib/trpc';
import type { SessionUser } from '@/shared/auth';
import { closeLoginDialog } from './login-dialog-store';
import { ModeButton } from './mode-button';
import { PasskeyStepUp } from './passkey-sign-in';

/**
 * The sign-in's second step, after a right password: the code of the authenticator app, a recovery
 * code, or one of the account's passkeys. The wait lasts five minutes; after that (or five wrong tries in all) the visitor starts over.
 */
export function SecondFactorForm() {
  const signedIn = useSignedIn();
  const welcome = (user: SessionUser) => {
    signedIn(user);
    toaster.success({ title: 'התחברות בוצעה בהצלחה' });
    closeLoginDialog();
  };
  const complete = trpc.auth.secondFactor.useMutation({ onSuccess: welcome });
  return (
    <Stack gap="4">
      <Text color="fg.muted">הסיסמה נכונה. להשלמת הכניסה הזינו את הקוד שמוצג עכשיו באפליקציית האימות.</Text>
      <CodeForm
        allowRecovery
        focusOnMount
        onCode={(code) => complete.mutateAsync({ code })}
        submitLabel="אימות וכניסה"
        busyLabel="בודקים..."
        failedTitle="הקוד לא התקבל"
      />
      <PasskeyStepUp onVerified={welcome} />
      <ModeButton mode="login">חזרה לשם המשתמש והסיסמה</ModeButton>
    </Stack>
  );
}
