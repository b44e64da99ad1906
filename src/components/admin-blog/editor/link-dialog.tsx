import { Button, Dialog, Field, Input, Portal, Stack } from '@chakra-ui/react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { DialogRoot } from '@/components/ui/dialog-root';
import { FieldRoot } from '@/components/ui/field-root';
import { normalizeHref } from './links';

export interface LinkRequest {
  /** the link under the cursor, when editing one */
  href: string;
  /** no text is selected: the dialog asks for the link's text too */
  needsText: boolean;
}

/** Add, change or remove a link (http, https, mailto and tel only). */
export function LinkDialog({
  request,
  onApply,
  onRemove,
  onClose,
}: {
  request: LinkRequest | null;
  onApply: (href: string, text: string) => void;
  onRemove: () => void;
  onClose: () => void;
}) {
  const id = useId();
  const [href, setHref] = useState('');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (!request) return;
    setHref(request.href);
    setText('');
    setError(null);
  }, [request]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    const target = normalizeHref(href);
    if (!target) {
      setError('יש להזין כתובת אתר (https://…), דוא״ל או מספר טלפון');
      input.current?.focus();
      return;
    }
    onApply(target, text.trim());
  };

  return (
    <DialogRoot
      open={request !== null}
      onOpenChange={(event) => !event.open && onClose()}
      initialFocusEl={() => input.current}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content asChild>
            <form onSubmit={submit} noValidate>
              <Dialog.Header>
                <Dialog.Title>{request?.href ? 'עריכת קישור' : 'הוספת קישור'}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <FieldRoot
                    invalid={error !== null}
                    ids={{ control: `${id}-href`, errorText: `${id}-error` }}
                  >
                    <Field.Label>כתובת הקישור</Field.Label>
                    <Input
                      ref={input}
                      dir="ltr"
                      type="text"
                      inputMode="url"
                      placeholder="https://"
                      value={href}
                      onChange={(event) => setHref(event.target.value)}
                      aria-describedby={error ? `${id}-error` : `${id}-helper`}
                    />
                    {error ? (
                      <Field.ErrorText>{error}</Field.ErrorText>
                    ) : (
                      <Field.HelperText id={`${id}-helper`}>
                        כתובת אתר, דוא״ל (mailto:) או טלפון (tel:)
                      </Field.HelperText>
                    )}
                  </FieldRoot>
                  {request?.needsText && (
                    <FieldRoot>
                      <Field.Label>טקסט הקישור</Field.Label>
                      <Input value={text} onChange={(event) => setText(event.target.value)} />
                      <Field.HelperText>ריק: הכתובת עצמה תוצג</Field.HelperText>
                    </FieldRoot>
                  )}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer gap="3" flexWrap="wrap">
                {request?.href && (
                  <Button variant="outline" colorPalette="red" me="auto" onClick={onRemove}>
                    הסרת הקישור
                  </Button>
                )}
                <Button variant="outline" onClick={onClose}>
                  ביטול
                </Button>
                <Button type="submit">{request?.href ? 'עדכון' : 'הוספה'}</Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </DialogRoot>
  );
}
