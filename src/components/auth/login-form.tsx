import { Box, Button, chakra, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormField, PasswordField, registerField } from '@/components/ui/form-field';
import { toaster } from '@/components/ui/toaster';
import { useSignedIn } from '@/lib/session-actions';
import { errorCode, errorMessage, showFieldIssues, trpc } from '@/lib/trpc';
import { type LoginInput, LoginSchema } from '@/shared/auth';
import { closeLoginDialog } from './login-dialog-store';
import { ModeButton } from './mode-button';

/** Username + password; five failures lock the account for 15 minutes (the server says so in Hebrew). */
export function LoginForm() {
  const signedIn = useSignedIn();
  const [locked, setLocked] = useState<string | null>(null);
  const form = useForm<LoginInput>({
    resolver: zodResolver(LoginSchema),
    defaultValues: { username: '', password: '', email: '' },
  });
  const login = trpc.auth.login.useMutation({
    onSuccess: (user) => {
      signedIn(user);
      toaster.success({ title: 'התחברות בוצעה בהצלחה' });
      closeLoginDialog();
    },
    onError: (error) => {
      if (errorCode(error) === 'TOO_MANY_REQUESTS') {
        setLocked(errorMessage(error, 'נשלחו יותר מדי ניסיונות התחברות. נסו שוב בעוד מספר דקות'));
        return;
      }
      if (showFieldIssues(form, error)) return;
      toaster.error({ title: 'שגיאה בהתחברות', description: 'שם משתמש או סיסמה שגויים' });
    },
  });

  return (
    <chakra.form onSubmit={form.handleSubmit((values) => login.mutate({ ...values, email: '' }))} noValidate>
      <Stack gap="4">
        {locked && (
          <Box role="alert" bg="red.subtle" color="red.fg" borderRadius="md" p="3" fontSize="sm">
            <Text fontWeight="semibold">החשבון נעול זמנית</Text>
            <Text mt="1">{locked}</Text>
          </Box>
        )}
        <FormField label="שם משתמש" autoComplete="username" required {...registerField(form, 'username')} />
        <PasswordField
          label="סיסמה"
          autoComplete="current-password"
          required
          {...registerField(form, 'password')}
        />
        <Button type="submit" loading={login.isPending} loadingText="מתחבר...">
          התחברות
        </Button>
        <ModeButton mode="forgot">שכחת סיסמה?</ModeButton>
      </Stack>
    </chakra.form>
  );
}
