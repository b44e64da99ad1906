/**
 * The contact dialog itself, a chunk of its own with its form: ContactDialogButton (contact-dialog.tsx)
 * loads it when a visitor reaches for the button, so Chakra's dialog, its portal, the form and its
 * schema stay out of the page load.
 */
import { Dialog, Text } from '@chakra-ui/react';
import type { RefObject } from 'react';
import { DialogFrame, DialogTitleBar } from '@/components/ui/dialog-frame';
import { ContactForm } from './contact-form';

export interface ContactDialogModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  service: string;
  /** where focus returns on close */
  trigger: RefObject<HTMLButtonElement | null>;
}

/** Focus moves to the first field on open and returns to the button on close. */
export function ContactDialogModal({ open, onOpenChange, service, trigger }: ContactDialogModalProps) {
  return (
    <DialogFrame
      open={open}
      onClose={() => onOpenChange(false)}
      size="md"
      initialField="input"
      finalFocusEl={() => trigger.current}
      content={{ maxW: { base: 'calc(100% - 1.5rem)', sm: 'lg' } }}
    >
      <DialogTitleBar title="צרו קשר" pe="6" flexDirection="column" alignItems="start" gap="1">
        <Dialog.Description asChild>
          <Text color="fg.muted" fontSize="sm">
            השאירו פרטים ונציג שלנו יחזור אליכם בהקדם.
          </Text>
        </Dialog.Description>
      </DialogTitleBar>
      <Dialog.Body pb="6">
        <ContactForm service={service} onSuccess={() => onOpenChange(false)} autoFocus />
      </Dialog.Body>
    </DialogFrame>
  );
}
