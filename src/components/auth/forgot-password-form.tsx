import { Button, chakra, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useActionFailure } from '@/components/ui/action-failure';
import { EmailField, registerField } from '@/components/ui/form-field';
import { showSaveError } from '@/components/ui/save-error';
import { trpc } from '@/lib/trpc';
import { type ForgotPasswordInput, ForgotPasswordSchema } from '@/shared/auth';
import { setLoginDialogMode } from './login-dialog-store';
import { ModeButton } from './mode-button';

/** Asks for a reset link (tRPC auth.forgotPassword); the answer never says whether the address is known. */
export function ForgotPasswordForm() {
  const form = useForm<ForgotPasswordInput>({
    resolver: zodResolver(ForgotPasswordSchema),
    defaultValues: { email: '' },
  });
  const failure = useActionFailure();
  const forgot = trpc.auth.forgotPassword.useMutation({
    onError: (error) =>
      showSaveError(form, error, failure.show, 'שגיאה', 'לא הצלחנו לשלוח את הבקשה. נסו שוב.'),
  });

  if (forgot.isSuccess) {
    return (
      <Stack gap="4">
        <Text role="status">
          אם הכתובת רשומה אצלנו, נשלח אליה עכשיו קישור לבחירת סיסמה חדשה. הקישור תקף לשעה אחת ולשימוש אחד.
        </Text>
        <Button variant="outline" onClick={() => setLoginDialogMode('login')}>
          חזרה להתחברות
        </Button>
      </Stack>
    );
  }

  return (
    <chakra.form onSubmit={failure.onSubmit(form.handleSubmit((values) => forgot.mutate(values)))} noValidate>
      <Stack gap="4">
        <Text fontSize="sm" color="fg.muted">
          הזינו את כתובת הדוא״ל של החשבון ונשלח אליה קישור לאיפוס הסיסמה.
        </Text>
        <EmailField required {...registerField(form, 'email')} />
        {failure.alert}
        <Button
          type="submit"
          loading={forgot.isPending}
          loadingText="שולח..."
          aria-describedby={failure.describedBy}
        >
          שליחת קישור לאיפוס
        </Button>
        <ModeButton mode="login">חזרה להתחברות</ModeButton>
      </Stack>
    </chakra.form>
  );
}
