import { Dialog } from '@chakra-ui/react';
import { DialogFrame, DialogTitleBar } from '@/components/ui/dialog-frame';
import { trpc } from '@/lib/trpc';
import { CodeForm } from './code-form';
import { cancelStepUp, completeStepUp, stepUpMethods, useStepUpDialog } from './step-up-store';

/**
 * 'אימות זהות': the code that renews the session's second factor before a sensitive act (a request's
 * details, an export, a role). A right code tries the act again; closing leaves it undone.
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
        <CodeForm
          allowRecovery
          onCode={(code) => stepUp.mutateAsync({ code })}
          submitLabel="אימות והמשך"
          busyLabel="בודקים..."
          failedTitle="הקוד לא התקבל"
        >
          {stepUpMethods().map((Method, i) => (
            // the methods are added once, in a fixed order
            // biome-ignore lint/suspicious/noArrayIndexKey: the list never reorders
            <Method key={i} />
          ))}
        </CodeForm>
      </Dialog.Body>
    </DialogFrame>
  );
}
