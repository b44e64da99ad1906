// /reset-password?token=…: the link of the reset e-mail; sets a new password through auth.resetPassword.
import { Box, Button, chakra, Heading, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'wouter';
import { openLoginDialog } from '@/components/auth/login-dialog-store';
import { PageContainer } from '@/components/layout/page-container';
import { PageMeta } from '@/components/seo/page-meta';
import { PasswordField, registerField } from '@/components/ui/form-field';
import { showSaveError } from '@/components/ui/save-error';
import { toaster } from '@/components/ui/toaster';
import { trpc } from '@/lib/trpc';
import { PasswordSchema } from '@/shared/auth';
import { z } from '@/shared/zod';

const NewPasswordSchema = z
  .object({ password: PasswordSchema, confirm: z.string() })
  .refine((values) => values.password === values.confirm, {
    path: ['confirm'],
    message: 'הסיסמאות אינן תואמות',
  });
type NewPassword = z.infer<typeof NewPasswordSchema>;

function ResetForm({ token }: { token: string }) {
  const form = useForm<NewPassword>({
    resolver: zodResolver(NewPasswordSchema),
    defaultValues: { password: '', confirm: '' },
  });
  const reset = trpc.auth.resetPassword.useMutation({
    onSuccess: () => toaster.success({ title: 'הסיסמה עודכנה', description: 'אפשר להתחבר עם הסיסמה החדשה.' }),
    onError: (error) =>
      showSaveError(
        form,
        error,
        ({ title, text }) => toaster.error({ title, description: text }),
        'איפוס הסיסמה נכשל',
        'הקישור אינו תקף. בקשו קישור חדש.',
      ),
  });

  if (reset.isSuccess) {
    return (
      <Stack gap="4" role="status">
        <Text>הסיסמה עודכנה בהצלחה.</Text>
        <Button alignSelf="start" onClick={() => openLoginDialog('login')}>
          להתחברות
        </Button>
      </Stack>
    );
  }
  return (
    <chakra.form onSubmit={form.handleSubmit(({ password }) => reset.mutate({ token, password }))} noValidate>
      <Stack gap="4">
        <PasswordField
          label="סיסמה חדשה"
          autoComplete="new-password"
          required
          helper="לפחות 8 תווים"
          {...registerField(form, 'password')}
        />
        <PasswordField
          label="אימות הסיסמה"
          autoComplete="new-password"
          required
          {...registerField(form, 'confirm')}
        />
        <Button type="submit" loading={reset.isPending} loadingText="שומר...">
          שמירת הסיסמה
        </Button>
      </Stack>
    </chakra.form>
  );
}

function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  return (
    <PageContainer py={{ base: '12', md: '16' }} maxW="lg">
      <PageMeta
        title="איפוס סיסמה"
        description="בחירת סיסמה חדשה לחשבון באתר."
        path="/reset-password"
        noindex
      />
      <Heading as="h1" size="3xl" mb="6">
        איפוס סיסמה
      </Heading>
      {token ? (
        <ResetForm token={token} />
      ) : (
        <Box role="alert">
          <Text>הקישור לאיפוס הסיסמה חסר או שגוי. אפשר לבקש קישור חדש.</Text>
          <Button mt="4" onClick={() => openLoginDialog('forgot')}>
            בקשת קישור חדש
          </Button>
        </Box>
      )}
    </PageContainer>
  );
}

export default ResetPasswordPage;
