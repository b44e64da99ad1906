import { Button } from '@chakra-ui/react';
import { MessageSquare } from 'lucide-react';
import { type ComponentType, lazy, Suspense, useRef, useState } from 'react';
import { preloadData } from '@/lib/data/lazy-data';
import type { ContactDialogModalProps } from './contact-dialog-modal';
import { loadContactForm } from './load-contact-form';

// the dialog (Chakra's dialog and portal, ~20 kB gzip), the form, its schema and the data layer load when a
// visitor reaches for the button, not with the page
let modalLoad: Promise<{ default: ComponentType<ContactDialogModalProps> }> | undefined;
const loadModal = () => {
  modalLoad ??= import('./contact-dialog-modal').then(
    (m) => ({ default: m.ContactDialogModal }),
    (error) => {
      modalLoad = undefined;
      throw error;
    },
  );
  return modalLoad;
};
const ContactDialogModal = lazy(loadModal);
const preload = () => {
  loadModal().catch(() => undefined);
  preloadData(loadContactForm);
};

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
  // mounted once opened, kept afterwards so the dialog's closing animation can run
  const [mounted, setMounted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={button}
        variant={variant}
        size={size}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
      >
        <MessageSquare aria-hidden="true" />
        {label}
      </Button>
      {mounted && (
        <Suspense fallback={null}>
          <ContactDialogModal open={open} onOpenChange={setOpen} service={service} trigger={button} />
        </Suspense>
      )}
    </>
  );
}
