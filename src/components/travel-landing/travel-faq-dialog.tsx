/** The travel FAQ's answer dialog: a chunk of its own, loaded when a visitor reaches for a question. */
import { Dialog, Text } from '@chakra-ui/react';
import type { RefObject } from 'react';
import { DialogFrame, DialogTitleBar } from '@/components/ui/dialog-frame';
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
    <DialogFrame
      open={open}
      onClose={onClose}
      size="lg"
      finalFocusEl={() => trigger.current}
      content={{ maxW: { base: 'calc(100% - 1.5rem)', sm: '2xl' } }}
    >
      <DialogTitleBar title={item?.question} titleProps={{ lineHeight: 'short' }} />
      <Dialog.Body pb="8">
        <Dialog.Description asChild>
          <Text fontSize="lg" lineHeight="tall">
            {item?.answer}
          </Text>
        </Dialog.Description>
      </Dialog.Body>
    </DialogFrame>
  );
}
