import { Box, Button, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { openLoginDialog } from '@/components/auth/login-dialog-store';
import { ClientOnly } from '@/components/client-only';
import { AccountAreaSkeleton } from '@/components/layout/loading-skeletons';
import { StepUpHost } from '@/components/second-factor/step-up-host';
import { PageMeta } from '@/components/seo/page-meta';
import { useSession } from '@/lib/use-session';
import type { GuardedMeta } from '@/routes';
import { SessionError } from './session-error';

function SignInPrompt() {
  return (
    <Box textAlign="center" py={{ base: '16', md: '24' }} px="4">
      <Heading as="h1" size="2xl">
        האזור האישי
      </Heading>
      <Text mt="3" color="fg.muted" fontSize="lg">
        כדי לצפות בפרופיל, בפוליסות ובמסמכים שלכם יש להתחבר לחשבון.
      </Text>
      <Button mt="8" size="lg" onClick={() => openLoginDialog('login')}>
        התחברות
      </Button>
    </Box>
  );
}

function AccountGuard({ children }: { children: ReactNode }) {
  const session = useSession();
  if (session.status === 'loading') return <AccountAreaSkeleton />;
  if (session.status === 'error') return <SessionError retry={session.retry} />;
  if (session.status === 'anonymous') return <SignInPrompt />;
  return (
    <>
      {children}
      <StepUpHost />
    </>
  );
}

/** /dashboard: requires a signed-in user; signed out shows a sign-in prompt, never a blank page. */
export function AccountArea({ meta, children }: { meta: GuardedMeta; children: ReactNode }) {
  const [pathname] = useLocation();
  return (
    <>
      <PageMeta title={meta.title} description={meta.description} path={pathname} noindex />
      <ClientOnly fallback={<AccountAreaSkeleton />}>
        <AccountGuard>{children}</AccountGuard>
      </ClientOnly>
    </>
  );
}
