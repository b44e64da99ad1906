import { Box, Button, Dialog, Flex, Portal } from '@chakra-ui/react';
import { CloseIconButton } from '@/components/ui/close-icon-button';
import { DataBoundary } from '@/lib/data/runtime';
import { ForgotPasswordForm } from './forgot-password-form';
import { type AuthMode, closeLoginDialog, setLoginDialogMode, useLoginDialog } from './login-dialog-store';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

const titles: Record<AuthMode, string> = { login: 'התחברות', register: 'הרשמה', forgot: 'איפוס סיסמה' };

/** Login / registration dialog (SPEC §2): a toggle between the two; closes and resets on success. */
export function LoginDialog() {
  const { open, mode } = useLoginDialog();
  return (
    <DataBoundary>
      <Dialog.Root
        open={open}
        onOpenChange={(event) => !event.open && closeLoginDialog()}
        placement="center"
        size="sm"
        lazyMount
        unmountOnExit
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <Dialog.Header>
                <Dialog.Title>{titles[mode]}</Dialog.Title>
              </Dialog.Header>
              <Dialog.CloseTrigger asChild>
                <CloseIconButton />
              </Dialog.CloseTrigger>
              <Dialog.Body pb="6">
                {mode !== 'forgot' && (
                  <Flex
                    role="group"
                    aria-label="סוג הפעולה"
                    bg="bg.muted"
                    p="1"
                    borderRadius="lg"
                    mb="5"
                    gap="1"
                  >
                    {(['login', 'register'] as const).map((value) => (
                      <Button
                        key={value}
                        flex="1"
                        size="sm"
                        variant={mode === value ? 'solid' : 'ghost'}
                        aria-pressed={mode === value}
                        onClick={() => setLoginDialogMode(value)}
                      >
                        {titles[value]}
                      </Button>
                    ))}
                  </Flex>
                )}
                <Box key={mode}>
                  {mode === 'login' && <LoginForm />}
                  {mode === 'register' && <RegisterForm />}
                  {mode === 'forgot' && <ForgotPasswordForm />}
                </Box>
              </Dialog.Body>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </DataBoundary>
  );
}
