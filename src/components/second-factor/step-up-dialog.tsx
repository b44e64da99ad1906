import { Dialog, Stack } from '@chakra-ui/react';
import { PasskeyStepUp } from '@/components/auth/passkey-sign-in';
import { DialogFrame, DialogTitleBar } from '@/components/ui/dialog-frame';
import { trpc } from '@/lib/trpc';
import { CodeForm } from './code-form';
import { cancelStepUp, completeStepUp, useStepUpDialog } from './step-up-store';

/**
 * 'אימות זהות': the code (or a passkey) that renews the session's second factor before a sensitive act
 * (a request's details, an export, a role). A right answer tries the act again; closing leaves it undone.
 */
export function StepUpDialog() {
  const { open } = useStepUpDialog();
  const stepUp = trpc.auth.secondFactor.useMutation({ onSuccess: completeStepUp });
  return (
    <DialogFrame open={open} onClose={cancelStepUp} size="sm" initialField="input">
      <DialogTitleBar title="אימות זהות" closeLabel="ביטול" flexDirection="column" alignItems="flex-start">
        <Dialog.Description mt="1" color="fg.muted">
          לפעולה הזו צריך לאמת שוב את זהותכם. הזינו את הקוד שמוצג עכשיו באפליקציית האימות.
        </Dialog.Description>
      </DialogTitleBar>
      <Dialog.Body pb="6">
        <Stack gap="4">
          <CodeForm
            allowRecovery
            onCode={(code) => stepUp.mutateAsync({ code })}
            submitLabel="אימות והמשך"
            busyLabel="בודקים..."
            failedTitle="הקוד לא התקבל"
          />
          <PasskeyStepUp onVerified={completeStepUp} />
        </Stack>
      </Dialog.Body>
    </DialogFrame>
  );
}
