/**
 * The contact dialog itself, a chunk of its own: ContactDialogButton (contact-dialog.tsx) loads it when
 * a visitor reaches for the button, so Chakra's dialog, its portal and the form stay out of the page load.
 */
import { Box, Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { type RefObject, useRef, useState } from 'react';
import { CloseIconButton } from '@/components/ui/close-icon-button';
import { DialogRoot } from '@/components/ui/dialog-root';
import { LazyData } from '@/lib/data/lazy-data';
import { loadContactForm } from './load-contact-form';

export interface ContactDialogModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  service: string;
  /** where focus returns on close */
  trigger: RefObject<HTMLButtonElement | null>;
}

/** Focus moves to the first field on open (or once the form has loaded) and returns to the button on close. */
export function ContactDialogModal({ open, onOpenChange, service, trigger }: ContactDialogModalProps) {
  const [failed, setFailed] = useState(false);
  const content = useRef<HTMLDivElement>(null);
  return (
    <DialogRoot
      open={open}
      onOpenChange={(event) => {
        onOpenChange(event.open);
        if (event.open) setFailed(false);
      }}
      size="md"
      initialFocusEl={() => content.current?.querySelector('input') ?? null}
      finalFocusEl={() => trigger.current}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content ref={content} maxW={{ base: 'calc(100% - 1.5rem)', sm: 'lg' }}>
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
              {failed ? (
                <Box role="alert" py="8" textAlign="center">
                  <Text>הטופס לא נטען. בדקו את החיבור לאינטרנט ונסו שוב.</Text>
                  <Button mt="4" variant="outline" onClick={() => setFailed(false)}>
                    ניסיון נוסף
                  </Button>
                </Box>
              ) : (
                <LazyData
                  load={loadContactForm}
                  props={{ service, onSuccess: () => onOpenChange(false), autoFocus: true }}
                  fallback={
                    <Box role="status" py="16" textAlign="center" color="fg.muted">
                      טוען...
                    </Box>
                  }
                  onFailure={() => setFailed(true)}
                />
              )}
            </Dialog.Body>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </DialogRoot>
  );
}
