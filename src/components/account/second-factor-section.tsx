import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { ListSkeleton } from '@/components/layout/loading-skeletons';
import { CodeForm } from '@/components/second-factor/code-form';
import { TotpSetup } from '@/components/second-factor/totp-setup';
import { toaster } from '@/components/ui/toaster';
import { trpc } from '@/lib/trpc';
import { useSession } from '@/lib/use-session';
import { QueryFailed } from './query-state';

/**
 * 'אימות דו־שלבי' in the profile tab: turning the authenticator on (QR, code, recovery codes) or off
 * (with a code of it). An admin's only factor cannot be turned off.
 */
export function SecondFactorSection() {
  const session = useSession();
  const utils = trpc.useUtils();
  const status = trpc.account.secondFactor.status.useQuery();
  const disable = trpc.auth.totp.disable.useMutation({
    onSuccess: () => {
      toaster.success({ title: 'אימות דו־שלבי כובה' });
      void utils.account.secondFactor.status.invalidate();
    },
  });
  const [settingUp, setSettingUp] = useState(false);

  if (status.isPending) return <ListSkeleton rows={1} />;
  if (status.isError) return <QueryFailed what="מצב האימות הדו־שלבי" retry={() => void status.refetch()} />;
  const username = session.status === 'signed-in' ? session.user.username : '';

  if (settingUp) {
    return (
      <TotpSetup
        username={username}
        doneLabel="סיום"
        onDone={() => {
          setSettingUp(false);
          void utils.account.secondFactor.status.invalidate();
        }}
      />
    );
  }
  if (!status.data.totp) {
    return (
      <Stack gap="4" align="start">
        <HStack gap="2">
          <Badge colorPalette="gray">כבוי</Badge>
          <Text>הכניסה לחשבון היא בסיסמה בלבד.</Text>
        </HStack>
        <Button onClick={() => setSettingUp(true)}>הפעלת אימות דו־שלבי</Button>
      </Stack>
    );
  }
  return (
    <Stack gap="4">
      <HStack gap="2" wrap="wrap">
        <Badge colorPalette="green">פעיל</Badge>
        <Text>בכל כניסה תתבקשו גם לקוד מאפליקציית האימות.</Text>
      </HStack>
      <Text color="fg.muted">נותרו {status.data.recoveryCodesLeft} קודי גיבוי שלא נוצלו.</Text>
      {status.data.totpRequired ? (
        <Text color="fg.muted">
          מנהלים חייבים אמצעי אימות נוסף, ולכן אי אפשר לכבות את אפליקציית האימות כשאין בחשבון מפתח גישה.
        </Text>
      ) : (
        <Stack gap="2" maxW="sm">
          <Text fontWeight="semibold">כיבוי אימות דו־שלבי</Text>
          <CodeForm
            allowRecovery
            onCode={(code) => disable.mutateAsync({ code })}
            submitLabel="כיבוי"
            busyLabel="מכבים..."
            failedTitle="הכיבוי נכשל"
          />
        </Stack>
      )}
    </Stack>
  );
}
