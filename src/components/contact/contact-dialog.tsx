import { Box, Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { MessageSquare } from 'lucide-react';
import { useRef, useState } from 'react';
import { CloseIconButton } from '@/components/ui/close-icon-button';
import { LazyData, preloadData } from '@/lib/data/lazy-data';

// the form, its schema and the data layer load when a visitor reaches for the button, not with the page
const loadForm = () => import('./contact-form').then((m) => ({ default: m.ContactForm }));
const preload = () => preloadData(loadForm);

export interface ContactDialogButtonProps {
  /** the subject of the enquiry (hidden `service` field), e.g. the product page's title */
  service: string;
  label?: string;
  variant?: 'solid' | 'outline' | 'subtle';
  size?: 'sm' | 'md' | 'lg';
}

/**
 * A button that opens the contact form in a dialog. Focus moves to the first field on open (or once
 * the form has loaded) and returns to the button on close; a successful submission closes the dialog.
 */
export function ContactDialogButton({
  service,
  label = 'צרו קשר',
  variant = 'solid',
  size = 'lg',
}: ContactDialogButtonProps) {
  const [open, setOpen] = useState(false);
  const [failed, setFailed] = useState(false);
  const content = useRef<HTMLDivElement>(null);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(event) => {
        setOpen(event.open);
        if (event.open) setFailed(false);
      }}
      placement="center"
      size="md"
      initialFocusEl={() => content.current?.querySelector('input') ?? null}
      lazyMount
      unmountOnExit
    >
      <Dialog.Trigger asChild>
        <Button variant={variant} size={size} onPointerEnter={preload} onFocus={preload}>
          <MessageSquare aria-hidden="true" />
          {label}
        </Button>
      </Dialog.Trigger>
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
                  load={loadForm}
                  props={{ service, onSuccess: () => setOpen(false), autoFocus: true }}
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
    </Dialog.Root>
  );
}
