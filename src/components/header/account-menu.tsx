import { Box, Button, Flex, Text } from '@chakra-ui/react';
import { LogIn, LogOut, RotateCw, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { openLoginDialog } from '@/components/auth/login-dialog-store';
import type { Session } from '@/lib/use-session';
import { useLogout } from './use-logout';

/**
 * The header's account area (SPEC §2): 'טוען...' (also the server's HTML), a retry button when the
 * current-user call fails, greeting + logout when signed in, a login button otherwise.
 */
export function AccountMenu({ session, onAction }: { session: Session; onAction?: () => void }) {
  const { logout, pending } = useLogout();
  const after = (action: () => void) => () => {
    onAction?.();
    action();
  };

  if (session.status === 'loading') {
    return (
      <Text as="span" color="fg.muted" fontSize="sm" role="status" data-testid="account-area">
        טוען...
      </Text>
    );
  }
  if (session.status === 'error') {
    return (
      <Button size="sm" variant="outline" onClick={session.retry} data-testid="account-area">
        <RotateCw size={16} aria-hidden="true" />
        נסה שוב
      </Button>
    );
  }
  if (session.status === 'anonymous') {
    return (
      <Button size="sm" onClick={after(() => openLoginDialog('login'))} data-testid="account-area">
        <LogIn size={16} aria-hidden="true" />
        התחברות
      </Button>
    );
  }
  return (
    <Flex align="center" gap="2" wrap="wrap" data-testid="account-area">
      <Box
        asChild
        display="inline-flex"
        alignItems="center"
        gap="1.5"
        fontWeight="medium"
        color="brand.fg"
        _hover={{ textDecoration: 'underline' }}
      >
        <Link to="/dashboard" onClick={onAction}>
          <UserRound size={16} aria-hidden="true" />
          שלום, {session.user.username}
        </Link>
      </Box>
      <Button size="sm" variant="outline" onClick={after(logout)} loading={pending}>
        <LogOut size={16} aria-hidden="true" />
        התנתקות
      </Button>
    </Flex>
  );
}
