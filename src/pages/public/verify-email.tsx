// /verify-email?token=…: the link of the verification mail (registration, e-mail change). Nothing happens
// on GET (mail scanners follow links): the reader confirms with the button, which calls auth.verifyEmail.
// Any browser will do; it need not be signed in.
import { Box, Button, Heading, Text } from '@chakra-ui/react';
import { Link, useSearchParams } from 'wouter';
import { PageContainer } from '@/components/layout/page-container';
import { PageMeta } from '@/components/seo/page-meta';
import { ResultNotice } from '@/components/ui/result-notice';
import { errorCode, errorMessage, errorReason, trpc } from '@/lib/trpc';
import { ALREADY_VERIFIED, verifyEmailMessages } from '@/shared/auth';

// the shape of the tokens the server writes (32 random bytes, base64url); anything else cannot work
const TOKEN = /^[\w-]{20,200}$/;
const toDashboard = { to: '/dashboard', label: 'לאזור האישי' };
/** the personal area's 'הבקשות שלי' tab, where what was sent from the address now appears */
const MY_REQUESTS = '/dashboard?tab=requests';

function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const utils = trpc.useUtils();
  const verify = trpc.auth.verifyEmail.useMutation({
    // signed in here too: the personal area shows the verified address at once
    onSuccess: () => utils.account.email.get.invalidate(),
  });
  // a link opened again once it verified its address: nothing is wrong with it
  const alreadyVerified = errorReason(verify.error) === ALREADY_VERIFIED;
  const invalid = !TOKEN.test(token) || (!alreadyVerified && errorCode(verify.error) === 'BAD_REQUEST');

  return (
    <PageContainer py={{ base: '12', md: '16' }} maxW="2xl">
      <PageMeta
        title="אימות כתובת הדוא״ל"
        description="אישור כתובת הדוא״ל של החשבון באתר."
        path="/verify-email"
        noindex
      />
      <Heading as="h1" size="3xl">
        אימות כתובת הדוא״ל
      </Heading>
      {alreadyVerified ? (
        // the link was opened before (a second tap, another browser)
        <ResultNotice tone="success" title="כתובת הדוא״ל כבר אומתה" next={toDashboard}>
          הקישור כבר שימש לאימות הכתובת, ואין צורך לעשות דבר נוסף.
        </ResultNotice>
      ) : verify.isSuccess ? (
        <ResultNotice
          tone="success"
          title={verify.data.changed ? 'כתובת הדוא״ל של החשבון עודכנה' : 'כתובת הדוא״ל אומתה'}
          next={toDashboard}
        >
          {verify.data.changed ? (
            'מעכשיו הודעות החשבון יישלחו לכתובת החדשה. שלחנו הודעה על השינוי גם לכתובת הקודמת.'
          ) : (
            <>
              תודה! בקשות ופניות ששלחתם בעבר מהכתובת הזו מופיעות עכשיו בחשבון שלכם, בלשונית{' '}
              <Box asChild color="brand.fg" textDecoration="underline" textUnderlineOffset="3px">
                <Link to={MY_REQUESTS}>הבקשות שלי</Link>
              </Box>
              .
            </>
          )}
        </ResultNotice>
      ) : invalid ? (
        <ResultNotice tone="error" title="קישור האימות אינו תקף" next={toDashboard}>
          {verify.error
            ? errorMessage(verify.error, verifyEmailMessages.invalid)
            : verifyEmailMessages.invalid}
        </ResultNotice>
      ) : (
        <>
          <Text mt="4" fontSize="lg">
            לחיצה על הכפתור תאשר שכתובת הדוא״ל שייכת לכם. אחרי האישור נציג בחשבון גם בקשות ופניות ששלחתם בעבר
            מהכתובת הזו.
          </Text>
          {verify.isError && (
            <ResultNotice tone="error" title="האימות לא הושלם" next={toDashboard}>
              {errorMessage(verify.error, 'אירעה שגיאה. אנא נסו שוב בעוד כמה רגעים.')}
            </ResultNotice>
          )}
          <Button
            mt="8"
            size="lg"
            loading={verify.isPending}
            loadingText="מאמת..."
            onClick={() => verify.mutate({ token })}
          >
            אימות הכתובת
          </Button>
        </>
      )}
    </PageContainer>
  );
}

export default VerifyEmailPage;
