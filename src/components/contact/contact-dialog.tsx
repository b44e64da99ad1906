import { Button, type ButtonProps } from '@chakra-ui/react';
import { MessageSquare } from 'lucide-react';
import { lazy, Suspense, startTransition, useEffect, useRef, useState } from 'react';
import { onceNearAfterIntent } from '@/lib/approach';

// the dialog (Chakra's dialog and portal), the form and its schema load when a visitor reaches for the
// button, or once the button is near the viewport and the visitor has acted on the page (a touch, a
// key): never in the page load itself, and mostly before the tap that opens it. It opens in a
// transition: the page stays as it is until the code is here, with no empty fallback.
const loadModal = () => import('./contact-dialog-modal');
const ContactDialogModal = lazy(() => loadModal().then((m) => ({ default: m.ContactDialogModal })));
const preload = () => void loadModal().catch(() => undefined);

export interface ContactDialogButtonProps extends Omit<ButtonProps, 'children' | 'onClick'> {
  /** the subject of the enquiry (hidden `service` field), e.g. the product page's title */
  service: string;
  label?: string;
  /** the message-square icon before the label (default shown) */
  icon?: boolean;
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
  icon = true,
  ...style
}: ContactDialogButtonProps) {
  const [open, setOpen] = useState(false);
  // mounted once opened, kept afterwards so the dialog's closing animation can run
  const [mounted, setMounted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (button.current) return onceNearAfterIntent(button.current, preload);
  }, []);
  return (
    <>
      <Button
        ref={button}
        variant={variant}
        size={size}
        {...style}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() =>
          startTransition(() => {
            setMounted(true);
            setOpen(true);
          })
        }
      >
        {icon && <MessageSquare aria-hidden="true" />}
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
