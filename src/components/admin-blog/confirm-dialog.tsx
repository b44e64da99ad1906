import { Box, Button, Dialog } from '@chakra-ui/react';
import { type ReactNode, useId, useRef } from 'react';
import { ActionFailure, type Failure } from '@/components/ui/action-failure';
import { DialogFrame, DialogTitleBar } from '@/components/ui/dialog-frame';

/**
 * A yes/no question (deleting a post or a category, leaving with unsaved changes): an alertdialog whose
 * first focus is the safe answer, so an Enter pressed by habit never destroys anything. Without
 * `confirmLabel` it only tells why nothing can be done, and offers the way back.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  field,
  confirmLabel,
  cancelLabel = 'ביטול',
  destructive = false,
  busy = false,
  failure,
  onConfirm,
  onCancel,
  returnFocus,
}: {
  open: boolean;
  title: string;
  children: ReactNode;
  /** a choice the answer needs (kept out of the description that is read with the question) */
  field?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  destructive?: boolean;
  busy?: boolean;
  /** why the last confirmation failed, shown beside the buttons (a toast would cover the dialog) */
  failure?: Failure | null;
  onConfirm: () => void;
  onCancel: () => void;
  /** where focus goes when the dialog closes */
  returnFocus?: () => HTMLElement | null;
}) {
  const cancel = useRef<HTMLButtonElement>(null);
  const failureId = useId();
  return (
    <DialogFrame
      role="alertdialog"
      open={open}
      onClose={() => !busy && onCancel()}
      initialFocusEl={() => cancel.current}
      finalFocusEl={returnFocus}
      positioner={{ px: '4' }}
    >
      <DialogTitleBar title={title} closeLabel={null} />
      <Dialog.Body>
        <Dialog.Description asChild>
          <div>{children}</div>
        </Dialog.Description>
        {field}
        {failure && (
          <Box mt="4">
            <ActionFailure id={failureId} failure={failure} />
          </Box>
        )}
      </Dialog.Body>
      <Dialog.Footer gap="3" flexWrap="wrap">
        <Button ref={cancel} variant="outline" onClick={onCancel} disabled={busy}>
          {cancelLabel}
        </Button>
        {confirmLabel && (
          <Button
            colorPalette={destructive ? 'red' : undefined}
            onClick={onConfirm}
            loading={busy}
            loadingText={confirmLabel}
            aria-describedby={failure ? failureId : undefined}
          >
            {confirmLabel}
          </Button>
        )}
      </Dialog.Footer>
    </DialogFrame>
  );
}
