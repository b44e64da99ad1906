import { Button, chakra, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { type Failure, useActionFailure } from '@/components/ui/action-failure';
import { FormField, PasswordField, registerField } from '@/components/ui/form-field';
import { toaster } from '@/components/ui/toaster';
import { useSignedIn } from '@/lib/session-actions';
import { errorCode, errorMessage, showFieldIssues, trpc } from '@/lib/trpc';
import { type LoginInput, LoginSchema, type SessionUser } from '@/shared/auth';
import { closeLoginDialog, setLoginDialogMode, useLoginDialog } from './login-dialog-store';
import { ModeButton } from './mode-button';
import { PasskeySignIn } from './passkey-sign-in';

/** Why the server refused: a lock (five failures lock the account for 15 minutes), else its own reason. */
function failureOf(error: unknown): Failure {
  if (errorCode(error) === 'TOO_MANY_REQUESTS') {
    return {
      title: 'החשבון נעול זמנית',
      text: errorMessage(error, 'נשלחו יותר מדי ניסיונות התחברות. נסו שוב בעוד מספר דקות'),
    };
  }
  return {
    title: 'שגיאה בהתחברות',
    text: errorMessage(error, 'לא הצלחנו להתחבר. בדקו את החיבור לאינטרנט ונסו שוב.'),
  };
}

/**
 * Username + password. A refusal is told beside the submit button, where the visitor's eyes are, as an
 * alert the button also points to; the next attempt clears it.
 */
export function LoginForm() {
  const signedIn = useSignedIn();
  const { open } = useLoginDialog();
  const failure = useActionFailure();
  const welcome = (user: SessionUser) => {
    signedIn(user);
    toaster.success({ title: 'התחברות בוצעה בהצלחה' });
    closeLoginDialog();
  };
  const form = useForm<LoginInput>({
    resolver: zodResolver(LoginSchema),
    defaultValues: { username: '', password: '', email: '' },
  });
  const login = trpc.auth.login.useMutation({
    onSuccess: (answer) => {
      if ('secondFactorRequired' in answer) setLoginDialogMode('code');
      else welcome(answer);
    },
    onError: (error) => {
      if (errorCode(error) !== 'TOO_MANY_REQUESTS' && showFieldIssues(form, error)) return;
      failure.show(failureOf(error));
      // the busy button let go of focus: it goes where the next try starts, the password chosen
      form.setFocus('password', { shouldSelect: true });
    },
  });
  const submit = form.handleSubmit((values) => login.mutate({ ...values, email: '' }));

  return (
    <Stack gap="4">
      <chakra.form onSubmit={failure.onSubmit(submit)} noValidate>
        <Stack gap="4">
          {/* 'webauthn': the browser offers the site's passkeys in this field's autofill too */}
          <FormField
            label="שם משתמש"
            autoComplete="username webauthn"
            required
            {...registerField(form, 'username')}
          />
          <PasswordField
            label="סיסמה"
            autoComplete="current-password"
            required
            {...registerField(form, 'password')}
          />
          {failure.alert}
          <Button
            type="submit"
            loading={login.isPending}
            loadingText="נכנסים..."
            aria-describedby={failure.describedBy}
          >
            כניסה
          </Button>
          <ModeButton mode="forgot">שכחתם את הסיסמה?</ModeButton>
        </Stack>
      </chakra.form>
      <PasskeySignIn active={open} onSignedIn={welcome} />
    </Stack>
  );
}
