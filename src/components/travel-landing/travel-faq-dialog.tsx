/** The travel FAQ's answer dialog: a chunk of its own, loaded when a visitor reaches for a question. */
import { Dialog, Portal, Text } from '@chakra-ui/react';
import type { RefObject } from 'react';
import { CloseIconButton } from '@/components/ui/close-icon-button';
import { DialogRoot } from '@/components/ui/dialog-root';
import type { TravelFaqItem } from '@/content/travel';

export interface FaqDialogProps {
  item: TravelFaqItem | null;
  open: boolean;
  onClose: () => void;
  /** the question's button, where focus returns on close */
  trigger: RefObject<HTMLButtonElement | null>;
}

export function FaqDialog({ item, open, onClose, trigger }: FaqDialogProps) {
  return (
    <DialogRoot
      open={open}
      onOpenChange={(event) => !event.open && onClose()}
      size="lg"
      finalFocusEl={() => trigger.current}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxW={{ base: 'calc(100% - 1.5rem)', sm: '2xl' }}>
            <Dialog.Header pe="14">
              <Dialog.Title lineHeight="short">{item?.question}</Dialog.Title>
            </Dialog.Header>
            <Dialog.CloseTrigger asChild>
              <CloseIconButton />
            </Dialog.CloseTrigger>
            <Dialog.Body pb="8">
              <Dialog.Description asChild>
                <Text fontSize="lg" lineHeight="tall">
                  {item?.answer}
                </Text>
              </Dialog.Description>
            </Dialog.Body>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </DialogRoot>
  );
}
