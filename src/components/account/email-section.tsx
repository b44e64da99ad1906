import { Badge, Box, Button, chakra, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { MailWarning } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { ListSkeleton } from '@/components/layout/loading-skeletons';
import { EmailField, PasswordField, registerField } from '@/components/ui/form-field';
import { toaster } from '@/components/ui/toaster';
import { errorMessage, trpc } from '@/lib/trpc';
import { useSession } from '@/lib/use-session';
import { ChangeEmailSchema, emailChangeMessages } from '@/shared/account';
import { failedWithPassword } from './password-confirmed';
import { QueryFailed } from './query-state';
import { badgeRecipe } from './recipes';

/** An address in a Hebrew sentence: one left-to-right box, broken only when wider than the line. */
function Address({ children }: { children: string }) {
  return (
    <Box as="bdi" dir="ltr" display="inline-block" wordBreak="break-all">
      {children}
    </Box>
  );
}

/** 'שליחת הקישור שוב': a new link to the address waiting for one (429 past the account's budget). */
function ResendButton() {
  const resend = trpc.auth.resendVerification.useMutation({
    onSuccess: () =>
      toaster.success({
        title: emailChangeMessages.resent,
        description: 'הקישור בתוקף 24 שעות. לא מוצאים את ההודעה? בדקו גם בתיקיית הספאם.',
      }),
    onError: (error) =>
      toaster.error({
        title: emailChangeMessages.resendFailed,
        description: errorMessage(error, 'נסו שוב בעוד כמה רגעים'),
      }),
  });
  return (
    <Button
      mt="3"
      size="sm"
      variant="outline"
      bg="bg"
      loading={resend.isPending}
      loadingText="שולח..."
      onClick={() => resend.mutate()}
    >
      שליחת הקישור שוב
    </Button>
  );
}

/**
 * Above the personal area's tabs while the account's address is not verified: what is held back until
 * it is, and a button that sends the link again.
 */
export function VerifyEmailNotice() {
  const status = trpc.account.email.get.useQuery();
  const headingId = useId();
  if (!status.data || status.data.verified) return null;
  const target = status.data.pendingEmail ?? status.data.email;
  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      mb={{ base: '6', md: '8' }}
      p={{ base: '4', md: '5' }}
      bg="orange.50"
      borderWidth="1px"
      borderColor="orange.200"
      borderRadius="xl"
    >
      <Flex gap="3" align="flex-start">
        <Box color="orange.700" pt="1" flexShrink="0">
          <MailWarning size={22} aria-hidden="true" />
        </Box>
        <Box>
          <Heading as="h2" size="md" id={headingId}>
            אמתו את כתובת הדוא״ל שלכם
          </Heading>
          <Text mt="1" maxW="70ch">
            שלחנו קישור אימות אל <Address>{target}</Address>. לחצו עליו כדי לאשר שהכתובת שלכם. עד אז לא יופיעו
            בחשבון בקשות ופניות ששלחתם בעבר מהכתובת הזו, וגם לא בקובץ הנתונים שלכם.
          </Text>
          <ResendButton />
        </Box>
      </Flex>
    </Box>
  );
}

const empty = { email: '', password: '' };

/** The new address and the password again; the address changes once the new one's link is opened. */
function ChangeEmailForm() {
  const utils = trpc.useUtils();
  const session = useSession();
  const username = session.status === 'signed-in' ? session.user.username : undefined;
  const form = useForm({ resolver: zodResolver(ChangeEmailSchema), defaultValues: empty });
  const change = trpc.account.email.change.useMutation({
    onSuccess: ({ outcome }) => {
      form.reset(empty);
      void utils.account.email.get.invalidate();
      if (outcome === 'cancelled') {
        toaster.success({
          title: emailChangeMessages.cancelled,
          description: emailChangeMessages.cancelledDetail,
        });
      } else {
        toaster.success({ title: emailChangeMessages.sent, description: emailChangeMessages.sentDetail });
      }
    },
    onError: failedWithPassword(form, emailChangeMessages.failed),
  });
  return (
    <chakra.form
      onSubmit={form.handleSubmit((values) => change.mutate(values))}
      noValidate
      aria-label="שינוי כתובת הדוא״ל"
    >
      <input type="hidden" name="username" autoComplete="username" value={username ?? ''} readOnly />
      <Stack gap="5">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <EmailField label="כתובת דוא״ל חדשה" required {...registerField(form, 'email')} />
          <PasswordField
            label="סיסמת החשבון, לאישור"
            autoComplete="current-password"
            required
            {...registerField(form, 'password')}
          />
        </SimpleGrid>
        <Box>
          <Button type="submit" size="lg" disabled={change.isPending} w={{ base: 'full', sm: 'auto' }}>
            {change.isPending ? 'שולח...' : 'שליחת קישור אימות'}
          </Button>
        </Box>
      </Stack>
    </chakra.form>
  );
}

/** The profile tab's 'כתובת דוא״ל': the address, whether it is verified, a change under way, the change form. */
export function EmailSection() {
  const status = trpc.account.email.get.useQuery();
  if (status.isPending) return <ListSkeleton rows={2} />;
  if (status.isError) return <QueryFailed what="כתובת הדוא״ל" retry={() => void status.refetch()} />;
  const { email, verified, pendingEmail } = status.data;
  return (
    <Stack gap="6">
      <Flex gap="3" align="center" wrap="wrap">
        <Text>
          הכתובת של החשבון: <Address>{email}</Address>
        </Text>
        <Badge recipe={badgeRecipe} colorPalette={verified ? 'green' : 'orange'} variant="subtle" size="md">
          {verified ? 'מאומתת' : 'לא אומתה'}
        </Badge>
      </Flex>
      {pendingEmail && (
        <Box role="status" p="4" bg="bg.subtle" borderRadius="lg">
          <Text>
            ביקשתם לעבור לכתובת <Address>{pendingEmail}</Address>. שלחנו אליה קישור אימות: הכתובת תתעדכן אחרי
            שתלחצו עליו.
          </Text>
          <ResendButton />
        </Box>
      )}
      <ChangeEmailForm />
    </Stack>
  );
}
