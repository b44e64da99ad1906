import { Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Laptop, Smartphone } from 'lucide-react';
import { ListSkeleton } from '@/components/layout/loading-skeletons';
import { toaster } from '@/components/ui/toaster';
import { errorMessage, trpc } from '@/lib/trpc';
import { deviceName, sessionMessages } from '@/shared/account';
import { israelDateTime } from '@/shared/israel-time';
import { QueryFailed } from './query-state';

const PHONE_SYSTEMS = new Set(['iOS', 'Android']);

/**
 * 'מכשירים מחוברים' in the profile tab: where the account is signed in now (browser, system, address,
 * last seen), ending one of them or all but this one. Ending a device signs it out at its next request.
 */
export function SessionsSection() {
  const utils = trpc.useUtils();
  const list = trpc.account.sessions.list.useQuery();
  const done = (title: string) => () => {
    toaster.success({ title });
    void utils.account.sessions.list.invalidate();
  };
  const failed = (error: unknown) =>
    toaster.error({
      title: sessionMessages.failed,
      description: errorMessage(error, 'נסו שוב בעוד כמה רגעים'),
    });
  const end = trpc.account.sessions.end.useMutation({
    onSuccess: done(sessionMessages.ended),
    onError: failed,
  });
  const endOthers = trpc.account.sessions.endOthers.useMutation({
    onSuccess: done(sessionMessages.othersEnded),
    onError: failed,
  });

  if (list.isPending) return <ListSkeleton rows={3} />;
  if (list.isError) return <QueryFailed what="המכשירים המחוברים" retry={() => void list.refetch()} />;
  const others = list.data.filter((s) => !s.current).length;
  return (
    <Stack gap="4">
      <Stack as="ul" gap="3" listStyleType="none" aria-label="מכשירים מחוברים">
        {list.data.map((device) => {
          const Icon = device.os && PHONE_SYSTEMS.has(device.os) ? Smartphone : Laptop;
          const name = deviceName(device);
          return (
            <HStack as="li" key={device.id} gap="4" borderWidth="1px" borderRadius="xl" p="4" align="start">
              <Icon aria-hidden="true" size={24} />
              <Box flex="1" minW="0">
                <HStack gap="2" wrap="wrap">
                  <Text fontWeight="semibold">{name}</Text>
                  {device.current && <Badge colorPalette="green">המכשיר הזה</Badge>}
                </HStack>
                <Text fontSize="sm" color="fg.muted">
                  {device.ip && (
                    <>
                      כתובת <bdi dir="ltr">{device.ip}</bdi> ·{' '}
                    </>
                  )}
                  פעילות אחרונה {israelDateTime(device.lastSeenAt)}
                </Text>
              </Box>
              {!device.current && (
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={`ניתוק: ${name}`}
                  loading={end.isPending && end.variables?.id === device.id}
                  onClick={() => end.mutate({ id: device.id })}
                >
                  ניתוק
                </Button>
              )}
            </HStack>
          );
        })}
      </Stack>
      {others > 0 && (
        <Box>
          <Button
            variant="outline"
            colorPalette="red"
            loading={endOthers.isPending}
            onClick={() => endOthers.mutate()}
          >
            ניתוק כל המכשירים האחרים
          </Button>
        </Box>
      )}
    </Stack>
  );
}
