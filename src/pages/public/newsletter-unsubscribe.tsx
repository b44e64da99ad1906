// Reached from the link in every newsletter e-mail (?token=…). Nothing happens on GET (mail scanners
// follow links): the reader confirms with the button, which calls tRPC newsletter.unsubscribe.
import { Box, Button, Heading, Text } from '@chakra-ui/react';
import { useSearchParams } from 'wouter';
import { PageContainer } from '@/components/layout/page-container';
import { PageMeta } from '@/components/seo/page-meta';
import { ResultNotice } from '@/components/ui/result-notice';
import { agency } from '@/content/agency';
import { errorCode, trpc } from '@/lib/trpc';

// the shape of the tokens the server writes (24 random bytes, base64url); anything else cannot work
const TOKEN = /^[\w-]{16,200}$/;

function NewsletterUnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const unsubscribe = trpc.newsletter.unsubscribe.useMutation();
  const invalid =
    !TOKEN.test(token) ||
    errorCode(unsubscribe.error) === 'NOT_FOUND' ||
    errorCode(unsubscribe.error) === 'BAD_REQUEST';

  return (
    <PageContainer py={{ base: '12', md: '16' }} maxW="2xl">
      <PageMeta
        title="הסרה מרשימת התפוצה"
        description="הסרת כתובת הדוא״ל מהניוזלטר של הסוכנות."
        path="/newsletter/unsubscribe"
        noindex
      />
      <Heading as="h1" size="3xl">
        הסרה מרשימת התפוצה
      </Heading>
      {unsubscribe.isSuccess ? (
        <ResultNotice tone="success" title="הכתובת הוסרה מרשימת הדיוור">
          לא נשלח אליכם עוד את הניוזלטר. אם תרצו, אפשר להירשם מחדש בכל עת בטופס שבתחתית האתר.
        </ResultNotice>
      ) : invalid ? (
        <ResultNotice tone="error" title="קישור ההסרה אינו תקף">
          ייתכן שהקישור הועתק חלקית או שכבר אינו בתוקף. נסו ללחוץ שוב על הקישור שבתחתית הדיוור, או כתבו לנו
          לכתובת{' '}
          <Box asChild color="brand.fg" textDecoration="underline" textUnderlineOffset="3px">
            <a href={`mailto:${agency.email}`} dir="ltr">
              {agency.email}
            </a>
          </Box>{' '}
          ונסיר אתכם ידנית.
        </ResultNotice>
      ) : (
        <>
          <Text mt="4" fontSize="lg">
            לחיצה על הכפתור תסיר את כתובת הדוא״ל שלכם מרשימת התפוצה של הניוזלטר, ולא נשלח אליכם עוד דיוור
            פרסומי. הודעות שנוגעות לפוליסות ולפניות שלכם יגיעו כרגיל.
          </Text>
          {unsubscribe.isError && (
            <ResultNotice tone="error" title="ההסרה לא הושלמה">
              אירעה שגיאה. אנא נסו שוב בעוד כמה רגעים.
            </ResultNotice>
          )}
          <Button
            mt="8"
            size="lg"
            loading={unsubscribe.isPending}
            loadingText="מסיר..."
            onClick={() => unsubscribe.mutate({ token })}
          >
            הסרה מרשימת הדיוור
          </Button>
        </>
      )}
    </PageContainer>
  );
}

export default NewsletterUnsubscribePage;
