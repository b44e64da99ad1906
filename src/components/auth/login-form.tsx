import '@/lib/zod-jitless';
import { Box, Button, chakra, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { toaster } from '@/components/ui/toaster';
import { useSessionActions } from '@/lib/data/session-actions';
import { errorCode, errorMessage, trpc } from '@/lib/trpc';
import { type LoginInput, LoginSchema } from '@/shared/auth';
import { closeLoginDialog, setLoginDialogMode } from './login-dialog-store';

/** Username + password; five failures lock the account for 15 minutes (the server says so in Hebrew). */
export function LoginForm() {
  const { signedIn } = useSessionActions();
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
      toaster.error({ title: 'שגיאה בהתחברות', description: 'שם משתמש או סיסמה שגויים' });
    },
  });
  const { errors } = form.formState;

  return (
    <chakra.form onSubmit={form.handleSubmit((values) => login.mutate({ ...values, email: '' }))} noValidate>
      <Stack gap="4">
        {locked && (
          <Box role="alert" bg="red.subtle" color="red.fg" borderRadius="md" p="3" fontSize="sm">
            <Text fontWeight="semibold">החשבון נעול זמנית</Text>
            <Text mt="1">{locked}</Text>
          </Box>
        )}
        <FormField
          label="שם משתמש"
          autoComplete="username"
          required
          error={errors.username?.message}
          {...form.register('username')}
        />
        <FormField
          label="סיסמה"
          type="password"
          dir="ltr"
          autoComplete="current-password"
          required
          error={errors.password?.message}
          {...form.register('password')}
        />
        <Button type="submit" loading={login.isPending} loadingText="מתחבר...">
          התחברות
        </Button>
        <Button
          variant="plain"
          size="sm"
          color="brand.fg"
          alignSelf="start"
          onClick={() => setLoginDialogMode('forgot')}
        >
          שכחת סיסמה?
        </Button>
      </Stack>
    </chakra.form>
  );
}
