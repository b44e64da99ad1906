// /admin/login and /login: the sign-in form on a page of its own (the header's dialog is the other way
// in). Afterwards: ?next= when it is a path of this site, else /admin for staff and / for customers.
// `next` is read from window.location in the browser only: the server's HTML is the same for every next.
import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { ForgotPasswordForm } from '@/components/auth/forgot-password-form';
import { setLoginDialogMode, useLoginDialog } from '@/components/auth/login-dialog-store';
import { LoginForm } from '@/components/auth/login-form';
import { SecondFactorForm } from '@/components/auth/second-factor-form';
import { safeNextPath } from '@/components/guards/next-path';
import { PageContainer } from '@/components/layout/page-container';
import { PageMeta } from '@/components/seo/page-meta';
import { useSession } from '@/lib/use-session';

const nextParam = () => new URLSearchParams(window.location.search).get('next');

export default function LoginPage() {
  const [pathname, navigate] = useLocation();
  const staff = pathname === '/admin/login';
  const session = useSession();
  // the user the page opened with: a different one (or any, after none) has just signed in here
  const first = useRef<string | null | undefined>(undefined);
  // the page leaves once: it may render again while the next page loads, when the address is already theirs
  const left = useRef(false);
  const dialog = useLoginDialog();

  useEffect(() => {
    if (left.current || session.status === 'loading' || session.status === 'error') return;
    const user = session.status === 'signed-in' ? session.user : null;
    const isAdmin = user?.role === 'admin';
    const leave = () => {
      left.current = true;
      navigate(safeNextPath(nextParam(), isAdmin ? '/admin' : '/'), { replace: true });
    };
    if (first.current === undefined) {
      first.current = user?.username ?? null;
      // already signed in: staff go straight in; on /login anyone signed in goes on
      if (isAdmin || (user && !staff)) leave();
      return;
    }
    if (user && user.username !== first.current) leave();
  }, [session, staff, navigate]);

  // the form's 'שכחתם את הסיסמה?' turns the dialog's mode: on this page it turns the page's form
  useEffect(() => () => setLoginDialogMode('login'), []);
  const forgot = dialog.mode === 'forgot' && !dialog.open;
  // a right password of an account with a second factor: its code, on this page too
  const code = dialog.mode === 'code' && !dialog.open;
  const signedInAs = session.status === 'signed-in' ? session.user : null;

  return (
    <PageContainer py={{ base: '10', md: '16' }}>
      <PageMeta
        title={staff ? 'כניסת צוות' : 'התחברות'}
        description={
          staff ? 'כניסה למערכת הניהול של הסוכנות, לצוות בלבד.' : 'התחברות לאזור האישי באתר הסוכנות.'
        }
        path={pathname}
        noindex
      />
      <Box
        maxW="sm"
        mx="auto"
        borderWidth="1px"
        borderRadius="xl"
        p={{ base: '5', md: '8' }}
        bg="bg"
        boxShadow="sm"
      >
        <Stack gap="2" mb="6">
          <Heading as="h1" size="2xl">
            {forgot ? 'איפוס סיסמה' : code ? 'אימות דו־שלבי' : staff ? 'כניסת צוות' : 'התחברות'}
          </Heading>
          <Text color="fg.muted">
            {forgot
              ? 'נשלח קישור לאיפוס הסיסמה לכתובת הדוא״ל של החשבון.'
              : staff
                ? 'כניסה למערכת הניהול של האתר.'
                : 'התחברות לאזור האישי: פרופיל, פוליסות ומסמכים.'}
          </Text>
          {staff && signedInAs && signedInAs.role !== 'admin' && (
            <Text role="status" bg="orange.subtle" color="orange.fg" p="3" borderRadius="md" fontSize="sm">
              התחברתם בשם <bdi>{signedInAs.username}</bdi>, ולחשבון הזה אין הרשאת ניהול. אפשר להתחבר כאן
              בחשבון צוות.
            </Text>
          )}
        </Stack>
        {forgot ? <ForgotPasswordForm /> : code ? <SecondFactorForm /> : <LoginForm />}
      </Box>
    </PageContainer>
  );
}
