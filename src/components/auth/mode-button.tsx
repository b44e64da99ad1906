import { Button } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { type AuthMode, setLoginDialogMode } from './login-dialog-store';

/** A link-like button that turns the dialog to another form ('שכחתם את הסיסמה?', 'חזרה להתחברות'). */
export function ModeButton({ mode, children }: { mode: AuthMode; children: ReactNode }) {
  return (
    <Button
      variant="plain"
      size="sm"
      color="brand.fg"
      alignSelf="start"
      onClick={() => setLoginDialogMode(mode)}
    >
      {children}
    </Button>
  );
}
