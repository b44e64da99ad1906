import { Box, Dialog, Stack } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { PasskeyStepUp } from '@/components/auth/passkey-sign-in';
import { ListSkeleton } from '@/components/layout/loading-skeletons';
import { DialogFrame, DialogTitleBar } from '@/components/ui/dialog-frame';
import { trpc } from '@/lib/trpc';
import { CodeForm } from './code-form';
import { cancelStepUp, completeStepUp, useStepUpDialog } from './step-up-store';

/**
 * 'אימות זהות': the code (or a passkey) that renews the session's second factor before a sensitive act
 * (a request's details, an export, a role, removing a passkey). A right answer tries the act again;
 * closing leaves it undone. An account whose only factors are passkeys is offered its passkey alone.
 */
const FIRST_FIELD = 'input, [data-passkey-step-up] button';

export function StepUpDialog() {
  const { open } = useStepUpDialog();
  const stepUp = trpc.auth.secondFactor.useMutation({ onSuccess: completeStepUp });
  const status = trpc.account.secondFactor.status.useQuery(undefined, { enabled: open });
  // unknown (the status failed): both ways, as the server takes either
  const withCode = status.data?.totp !== false;
  const ready = !status.isPending;
  const body = useRef<HTMLDivElement>(null);
  // ways that appear after the dialog opened (the status was not known yet) take the focus then
  useEffect(() => {
    if (open && ready) body.current?.querySelector<HTMLElement>(FIRST_FIELD)?.focus();
  }, [open, ready]);
  return (
    <DialogFrame open={open} onClose={cancelStepUp} size="sm" initialField={FIRST_FIELD}>
      <DialogTitleBar title="אימות זהות" closeLabel="ביטול" flexDirection="column" alignItems="flex-start">
        <Dialog.Description mt="1" color="fg.muted">
          {withCode
            ? 'לפעולה הזו צריך לאמת שוב את זהותכם. הזינו את הקוד שמוצג עכשיו באפליקציית האימות.'
            : 'לפעולה הזו צריך לאמת שוב את זהותכם עם מפתח הגישה שלכם.'}
        </Dialog.Description>
      </DialogTitleBar>
      <Dialog.Body ref={body} pb="6">
        {!ready ? (
          <ListSkeleton rows={2} />
        ) : (
          <Stack gap="4">
            {withCode && (
              <CodeForm
                allowRecovery
                onCode={(code) => stepUp.mutateAsync({ code })}
                submitLabel="אימות והמשך"
                busyLabel="בודקים..."
                failedTitle="הקוד לא התקבל"
              />
            )}
            <Box data-passkey-step-up="">
              <PasskeyStepUp onVerified={completeStepUp} />
            </Box>
          </Stack>
        )}
      </Dialog.Body>
    </DialogFrame>
  );
}
