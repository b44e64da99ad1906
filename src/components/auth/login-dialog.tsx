import { Box, Button, Dialog, Flex } from '@chakra-ui/react';
import { DialogFrame, DialogTitleBar } from '@/components/ui/dialog-frame';
import { ForgotPasswordForm } from './forgot-password-form';
import { type AuthMode, closeLoginDialog, setLoginDialogMode, useLoginDialog } from './login-dialog-store';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';
import { SecondFactorForm } from './second-factor-form';

// the dialog's title, its tabs and its submit button each say something of their own
const titles: Record<AuthMode, string> = {
  login: 'כניסה לחשבון',
  register: 'פתיחת חשבון',
  forgot: 'איפוס סיסמה',
  code: 'אימות דו־שלבי',
};
const tabs = { login: 'התחברות', register: 'הרשמה' } as const;

/**
 * Login / registration dialog: a toggle between the two; closes and resets on success. It opens on
 * the toggle's button of the mode in force, so the keyboard meets the choice before the fields it
 * changes (Tab: the other mode, then the user name); without the toggle (a reset, a code) on the
 * form's first field.
 */
export function LoginDialog() {
  const { open, mode } = useLoginDialog();
  return (
    <DialogFrame open={open} onClose={closeLoginDialog} size="sm" initialField='[aria-pressed="true"], input'>
      <DialogTitleBar title={titles[mode]} />
      <Dialog.Body pb="6">
        {(mode === 'login' || mode === 'register') && (
          <Flex role="group" aria-label="סוג הפעולה" bg="bg.muted" p="1" borderRadius="lg" mb="5" gap="1">
            {(['login', 'register'] as const).map((value) => (
              <Button
                key={value}
                flex="1"
                size="sm"
                variant={mode === value ? 'solid' : 'ghost'}
                aria-pressed={mode === value}
                onClick={() => setLoginDialogMode(value)}
              >
                {tabs[value]}
              </Button>
            ))}
          </Flex>
        )}
        <Box key={mode}>
          {mode === 'login' && <LoginForm />}
          {mode === 'register' && <RegisterForm />}
          {mode === 'forgot' && <ForgotPasswordForm />}
          {mode === 'code' && <SecondFactorForm />}
        </Box>
      </Dialog.Body>
    </DialogFrame>
  );
}
