import { Button, chakra, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useLocation } from 'wouter';
import { useActionFailure } from '@/components/ui/action-failure';
import { EmailField, FormField, PasswordField, registerField } from '@/components/ui/form-field';
import { toaster } from '@/components/ui/toaster';
import { useSignedIn } from '@/lib/session-actions';
import { errorMessage, showFieldIssues, trpc } from '@/lib/trpc';
import { type RegisterInput, RegisterSchema } from '@/shared/auth';
import { closeLoginDialog } from './login-dialog-store';

/** Username, password, e-mail; a successful registration signs the user in and offers the personal area. */
export function RegisterForm() {
  const signedIn = useSignedIn();
  const [, navigate] = useLocation();
  const form = useForm<RegisterInput>({
    resolver: zodResolver(RegisterSchema),
    defaultValues: { username: '', password: '', email: '' },
  });
  const failure = useActionFailure();
  const register = trpc.auth.register.useMutation({
    onSuccess: (user) => {
      signedIn(user);
      toaster.success({
        title: 'הרשמה בוצעה בהצלחה',
        description: 'הפרופיל, הפוליסות והמסמכים מחכים לכם באזור האישי.',
        action: { label: 'לאזור האישי', onClick: () => void navigate('/dashboard') },
        // time to reach the offer; the toast also waits while pointed at or focused
        duration: 10_000,
      });
      closeLoginDialog();
    },
    onError: (error) => {
      // a taken user name or e-mail goes under its field too; the reason shows beside the button either way
      showFieldIssues(form, error);
      failure.show({ title: 'שגיאה בהרשמה', text: errorMessage(error, 'ההרשמה נכשלה. נסו שוב.') });
    },
  });

  return (
    <chakra.form
      onSubmit={failure.onSubmit(form.handleSubmit((values) => register.mutate(values)))}
      noValidate
    >
      <Stack gap="4">
        <FormField
          label="שם משתמש"
          autoComplete="username"
          required
          helper="בין 3 ל־32 תווים: אותיות בעברית, בערבית או באנגלית (לא מעורבבות), ספרות, נקודה, קו תחתון או מקף"
          {...registerField(form, 'username')}
        />
        <PasswordField
          label="סיסמה"
          autoComplete="new-password"
          required
          helper="לפחות 8 תווים – לא סיסמה נפוצה, ולא שם המשתמש או כתובת הדוא״ל"
          {...registerField(form, 'password')}
        />
        <EmailField required {...registerField(form, 'email')} />
        {failure.alert}
        <Button
          type="submit"
          loading={register.isPending}
          loadingText="נרשמים..."
          aria-describedby={failure.describedBy}
        >
          הרשמה
        </Button>
      </Stack>
    </chakra.form>
  );
}
