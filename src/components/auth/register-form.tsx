import '@/lib/zod-jitless';
import { Button, chakra, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { toaster } from '@/components/ui/toaster';
import { useSessionActions } from '@/lib/data/session-actions';
import { errorCode, errorMessage, fieldIssues, trpc } from '@/lib/trpc';
import { type RegisterInput, RegisterSchema } from '@/shared/auth';
import { closeLoginDialog } from './login-dialog-store';

/** Username, password, e-mail; a successful registration signs the user in. */
export function RegisterForm() {
  const { signedIn } = useSessionActions();
  const form = useForm<RegisterInput>({
    resolver: zodResolver(RegisterSchema),
    defaultValues: { username: '', password: '', email: '' },
  });
  const register = trpc.auth.register.useMutation({
    onSuccess: (user) => {
      signedIn(user);
      toaster.success({ title: 'הרשמה בוצעה בהצלחה' });
      closeLoginDialog();
    },
    onError: (error) => {
      for (const [field, message] of Object.entries(fieldIssues(error))) {
        if (field === 'username' || field === 'password' || field === 'email')
          form.setError(field, { message });
      }
      const code = errorCode(error);
      const description =
        code === 'CONFLICT' || code === 'TOO_MANY_REQUESTS'
          ? errorMessage(error, 'שם המשתמש כבר קיים במערכת')
          : code === 'BAD_REQUEST'
            ? 'יש לתקן את השדות המסומנים'
            : 'שם המשתמש כבר קיים במערכת';
      toaster.error({ title: 'שגיאה בהרשמה', description });
    },
  });
  const { errors } = form.formState;

  return (
    <chakra.form onSubmit={form.handleSubmit((values) => register.mutate(values))} noValidate>
      <Stack gap="4">
        <FormField
          label="שם משתמש"
          autoComplete="username"
          required
          helper="3–32 תווים: אותיות, ספרות, נקודה, קו תחתון או מקף"
          error={errors.username?.message}
          {...form.register('username')}
        />
        <FormField
          label="סיסמה"
          type="password"
          dir="ltr"
          autoComplete="new-password"
          required
          helper="לפחות 8 תווים"
          error={errors.password?.message}
          {...form.register('password')}
        />
        <FormField
          label="דוא״ל"
          type="email"
          dir="ltr"
          autoComplete="email"
          required
          error={errors.email?.message}
          {...form.register('email')}
        />
        <Button type="submit" loading={register.isPending} loadingText="נרשם...">
          הרשמה
        </Button>
      </Stack>
    </chakra.form>
  );
}
