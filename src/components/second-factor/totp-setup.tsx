import { Box, Button, Code, Flex, Stack, Text } from '@chakra-ui/react';
import { Smartphone } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { ActionFailure } from '@/components/ui/action-failure';
import { LinkButton } from '@/components/ui/link-button';
import { errorMessage, trpc } from '@/lib/trpc';
import { CodeForm } from './code-form';
import { QrCode } from './qr-code';
import { RecoveryCodes } from './recovery-codes';
import { retryAfterStepUp } from './step-up-store';

/** The secret in groups of four, as authenticator apps show a key typed by hand. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/**
 * Turning the authenticator on: a new secret (its QR code, and the key for typing it in), a code of
 * the app to confirm it, then the recovery codes, shown once (`onEnabled`); `onDone` when the visitor
 * goes on.
 */
export function TotpSetup({
  username,
  onEnabled,
  onDone,
  doneLabel,
}: {
  username: string;
  onEnabled?: () => void;
  onDone: () => void;
  doneLabel: string;
}) {
  // with a passkey already there, a new factor asks for it first (the step-up dialog), then starts again
  const setup = trpc.auth.totp.setup.useMutation({
    onError: (error) => retryAfterStepUp(error, () => setup.mutate()),
  });
  const confirm = trpc.auth.totp.confirm.useMutation();
  const [codes, setCodes] = useState<string[]>();
  const begin = setup.mutate;
  // one secret per visit of the screen (a development build runs effects twice)
  const begun = useRef(false);
  useEffect(() => {
    if (begun.current) return;
    begun.current = true;
    begin();
  }, [begin]);

  if (codes) {
    return (
      <Stack gap="5">
        <Text fontWeight="semibold" role="status">
          אימות דו־שלבי הופעל בחשבון.
        </Text>
        <RecoveryCodes codes={codes} username={username} />
        <Button alignSelf="start" onClick={onDone}>
          {doneLabel}
        </Button>
      </Stack>
    );
  }
  if (setup.isError) {
    return (
      <Stack gap="3">
        <ActionFailure
          id="totp-setup-failed"
          failure={{
            title: 'לא הצלחנו להתחיל את ההגדרה',
            text: errorMessage(setup.error, 'נסו שוב בעוד כמה רגעים'),
          }}
        />
        <Button alignSelf="start" variant="outline" onClick={() => begin()}>
          ניסיון נוסף
        </Button>
      </Stack>
    );
  }
  return (
    <Stack gap="5">
      <Stack as="ol" gap="5" ps="5" listStyleType="decimal">
        <Box as="li">
          <Text>
            התקינו בטלפון אפליקציית אימות (כמו <bdi>Google Authenticator</bdi> או{' '}
            <bdi>Microsoft Authenticator</bdi>).
          </Text>
        </Box>
        <Box as="li">
          <Text mb="3">
            סרקו באפליקציה את הקוד
            <Box as="span" hideFrom="md">
              , או פתחו אותה מכאן אם היא מותקנת בטלפון הזה
            </Box>
            :
          </Text>
          <Flex gap="5" wrap="wrap" align="center">
            {setup.data ? (
              <QrCode text={setup.data.uri} label="קוד QR להוספת החשבון לאפליקציית האימות" />
            ) : (
              <Box w="200px" h="200px" />
            )}
            <Box minW="0">
              {setup.data && (
                // a phone cannot scan its own screen: the link hands the account to the app installed on it
                <Box hideFrom="md" mb="4">
                  <LinkButton asChild variant="outline">
                    <a href={setup.data.uri}>
                      <Smartphone aria-hidden="true" />
                      פתיחה באפליקציית האימות
                    </a>
                  </LinkButton>
                </Box>
              )}
              <Text fontSize="sm" color="fg.muted">
                אי אפשר לסרוק? הקלידו באפליקציה את המפתח:
              </Text>
              <Code dir="ltr" mt="1" fontSize="md" p="2" display="block" aria-label="מפתח להקלדה ידנית">
                {setup.data ? grouped(setup.data.secret) : '…'}
              </Code>
            </Box>
          </Flex>
        </Box>
        <Box as="li">
          <Text mb="3">הזינו את הקוד בן 6 הספרות שהאפליקציה מציגה:</Text>
          <CodeForm
            onCode={async (code) => {
              setCodes((await confirm.mutateAsync({ code })).recoveryCodes);
              onEnabled?.();
            }}
            submitLabel="הפעלה"
            busyLabel="בודקים..."
            failedTitle="הקוד לא התקבל"
          />
        </Box>
      </Stack>
    </Stack>
  );
}
