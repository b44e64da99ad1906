import { Box, Button, Flex, Text } from '@chakra-ui/react';
import { LogIn, LogOut, RotateCw, UserRound } from 'lucide-react';
import { Link } from 'wouter';
import { openLoginDialog } from '@/components/auth/login-dialog-store';
import { useSession } from '@/lib/use-session';
import { useLogout } from './use-logout';

/**
 * The header's account area: 'טוען...' (also the server's HTML), a retry button when the
 * current-user call fails, greeting + logout when signed in, a login button otherwise.
 */
export function AccountMenu({ onAction }: { onAction?: () => void }) {
  const session = useSession();
  const { logout, pending } = useLogout(session);
  const after = (action: () => void) => () => {
    onAction?.();
    action();
  };

  if (session.status === 'loading') {
    return (
      <Text
        as="span"
        color="fg.muted"
        fontSize="sm"
        whiteSpace="nowrap"
        role="status"
        data-testid="account-area"
      >
        טוען...
      </Text>
    );
  }
  if (session.status === 'error') {
    return (
      <Button size="sm" variant="outline" onClick={session.retry} data-testid="account-area">
        <RotateCw size={16} aria-hidden="true" />
        נסו שוב
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
  const greeting = `שלום, ${session.user.username}`;
  return (
    <Flex align="center" gap="2" minW="0" data-testid="account-area">
      <Box
        asChild
        display="inline-flex"
        alignItems="center"
        gap="1.5"
        minW="0"
        maxW="16rem"
        fontWeight="medium"
        color="brand.fg"
        _hover={{ textDecoration: 'underline' }}
      >
        {/* a long name is cut with an ellipsis at its own end (a Latin name in this right-to-left
            line would lose its beginning); the tooltip shows it whole */}
        <Link to="/dashboard" onClick={onAction} title={greeting} aria-label={greeting}>
          <Box as="span" flexShrink="0" display="inline-flex">
            <UserRound size={16} aria-hidden="true" />
          </Box>
          <Box as="span" flexShrink="0" whiteSpace="nowrap">
            שלום,{' '}
          </Box>
          <Box as="bdi" minW="0" truncate>
            {session.user.username}
          </Box>
        </Link>
      </Box>
      <Button size="sm" variant="outline" flexShrink="0" onClick={after(logout)} loading={pending}>
        <LogOut size={16} aria-hidden="true" />
        התנתקות
      </Button>
    </Flex>
  );
}
