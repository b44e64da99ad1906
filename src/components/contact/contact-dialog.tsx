import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { MessageSquare } from 'lucide-react';
import { useRef, useState } from 'react';
import { CloseIconButton } from '@/components/ui/close-icon-button';
import { ContactForm } from './contact-form';

export interface ContactDialogButtonProps {
  /** the subject of the enquiry (hidden `service` field), e.g. the product page's title */
  service: string;
  label?: string;
  variant?: 'solid' | 'outline' | 'subtle';
  size?: 'sm' | 'md' | 'lg';
}

/**
 * A button that opens the contact form in a dialog. Focus moves to the first field on open and
 * returns to the button on close; a successful submission closes the dialog.
 */
export function ContactDialogButton({
  service,
  label = 'צרו קשר',
  variant = 'solid',
  size = 'lg',
}: ContactDialogButtonProps) {
  const [open, setOpen] = useState(false);
  const firstField = useRef<HTMLInputElement>(null);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(event) => setOpen(event.open)}
      placement="center"
      size="md"
      initialFocusEl={() => firstField.current}
      lazyMount
      unmountOnExit
    >
      <Dialog.Trigger asChild>
        <Button variant={variant} size={size}>
          <MessageSquare aria-hidden="true" />
          {label}
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxW={{ base: 'calc(100% - 1.5rem)', sm: 'lg' }}>
            <Dialog.Header flexDirection="column" alignItems="start" gap="1">
              <Dialog.Title>צרו קשר</Dialog.Title>
              <Dialog.Description asChild>
                <Text color="fg.muted" fontSize="sm">
                  השאירו פרטים ונציג שלנו יחזור אליכם בהקדם.
                </Text>
              </Dialog.Description>
            </Dialog.Header>
            <Dialog.CloseTrigger asChild>
              <CloseIconButton />
            </Dialog.CloseTrigger>
            <Dialog.Body pb="6">
              <ContactForm service={service} onSuccess={() => setOpen(false)} firstFieldRef={firstField} />
            </Dialog.Body>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
