import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { PasswordField, registerField } from '@/components/ui/form-field';
import { toaster } from '@/components/ui/toaster';
import { trpc } from '@/lib/trpc';
import { useSession } from '@/lib/use-session';
import { accountMessages, accountToasts, ChangePasswordSchema } from '@/shared/account';
import { passwordPersonalIssue } from '@/shared/auth';
import { AccountForm } from './account-form';
import { failedWithPassword } from './password-confirmed';

const empty = { currentPassword: '', newPassword: '' };

/**
 * The password change (account.profile.changePassword): the current password, then the new one held to
 * the rules the form can check (the server adds the common-password list). Every other session ends.
 */
export function PasswordForm() {
  const session = useSession();
  const username = session.status === 'signed-in' ? session.user.username : undefined;
  const schema = useMemo(
    () =>
      ChangePasswordSchema.superRefine(({ currentPassword, newPassword }, ctx) => {
        const personal = passwordPersonalIssue(newPassword, { username });
        if (personal) ctx.addIssue({ code: 'custom', path: ['newPassword'], message: personal });
        else if (newPassword === currentPassword) {
          ctx.addIssue({ code: 'custom', path: ['newPassword'], message: accountMessages.samePassword });
        }
      }),
    [username],
  );
  const form = useForm({ resolver: zodResolver(schema), defaultValues: empty });
  const change = trpc.account.profile.changePassword.useMutation({
    onSuccess: () => {
      form.reset(empty);
      toaster.success({
        title: accountToasts.passwordChanged,
        description: 'החיבורים האחרים לחשבון, בדפדפנים ובמכשירים אחרים, נותקו.',
      });
    },
    onError: failedWithPassword(form, accountToasts.passwordFailed),
  });

  return (
    <AccountForm
      label="שינוי סיסמה"
      onSubmit={form.handleSubmit((values) => change.mutate(values))}
      pending={change.isPending}
      submitLabel="עדכון הסיסמה"
      busyLabel="מעדכן..."
    >
      {/* lets password managers tie the new password to this account (hidden: no place in the grid) */}
      <input type="hidden" name="username" autoComplete="username" value={username ?? ''} readOnly />
      <PasswordField
        label="הסיסמה הנוכחית"
        autoComplete="current-password"
        required
        {...registerField(form, 'currentPassword')}
      />
      <PasswordField
        label="הסיסמה החדשה"
        autoComplete="new-password"
        helper="8 תווים לפחות, לא סיסמה נפוצה ולא שם המשתמש"
        required
        {...registerField(form, 'newPassword')}
      />
    </AccountForm>
  );
}
