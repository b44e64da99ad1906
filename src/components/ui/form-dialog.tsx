import { Dialog, Portal } from '@chakra-ui/react';
import { type ReactNode, useRef } from 'react';
import { DialogRoot } from '@/components/ui/dialog-root';
import { CloseIconButton } from './close-icon-button';

/**
 * The shell of a dialog that holds one form: focus starts on `initialField` (a selector inside the
 * dialog), Escape and the close button call `onClose`, and focus returns to `returnFocus()`.
 */
export function FormDialog({
  title,
  open,
  onClose,
  initialField,
  returnFocus,
  children,
}: {
  title: ReactNode;
  open: boolean;
  onClose: () => void;
  initialField: string;
  returnFocus: () => HTMLElement | null;
  children: ReactNode;
}) {
  const content = useRef<HTMLDivElement>(null);
  return (
    <DialogRoot
      open={open}
      onOpenChange={(event) => !event.open && onClose()}
      size="md"
      initialFocusEl={() => content.current?.querySelector<HTMLElement>(initialField) ?? null}
      finalFocusEl={returnFocus}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content ref={content} mx="3">
            <Dialog.Header pe="14">
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.CloseTrigger asChild>
              <CloseIconButton />
            </Dialog.CloseTrigger>
            {children}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </DialogRoot>
  );
}
