import { Box, Heading, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { PasskeysSection } from '@/components/account/passkeys-section';
import { TotpSetup } from '@/components/second-factor/totp-setup';

/**
 * What an admin without a second factor sees instead of any admin page: the authenticator's setup,
 * then the recovery codes, or a passkey instead; `onDone` opens the admin area.
 */
export default function AdminFactorSetup({ username, onDone }: { username: string; onDone: () => void }) {
  // once the authenticator is on, its recovery codes are the one thing left on the screen
  const [enabled, setEnabled] = useState(false);
  return (
    <Box maxW="2xl" mx="auto" px={{ base: '4', md: '8' }} py={{ base: '6', md: '10' }}>
      <Heading as="h1" size="2xl">
        הגדרת אימות דו־שלבי
      </Heading>
      <Text mt="2" mb="6" color="fg.muted">
        באזור הניהול יש מידע אישי של כל הלקוחות, ולכן כניסה של מנהלים דורשת אימות נוסף מלבד הסיסמה: קוד
        מאפליקציית אימות בטלפון, או מפתח גישה. ההגדרה לוקחת דקה.
      </Text>
      <Box bg="bg.panel" borderWidth="1px" borderRadius="2xl" p={{ base: '5', md: '8' }}>
        <TotpSetup
          username={username}
          onEnabled={() => setEnabled(true)}
          onDone={onDone}
          doneLabel="שמרתי את הקודים, לאזור הניהול"
        />
      </Box>
      {!enabled && (
        <>
          <Heading as="h2" size="lg" mt="8">
            או: מפתח גישה
          </Heading>
          <Text mt="2" mb="4" color="fg.muted">
            במקום אפליקציה, אפשר להיכנס עם מפתח גישה של המכשיר: טביעת אצבע, זיהוי פנים או קוד הנעילה.
          </Text>
          <Box bg="bg.panel" borderWidth="1px" borderRadius="2xl" p={{ base: '5', md: '8' }}>
            <PasskeysSection onAdded={onDone} />
          </Box>
        </>
      )}
    </Box>
  );
}
