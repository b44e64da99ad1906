import { Button, Field, Input } from '@chakra-ui/react';
import { useEffect, useId, useRef, useState } from 'react';
import { FieldRoot } from '@/components/ui/field-root';
import { FormDialog } from '@/components/ui/form-dialog';
import { normalizeHref } from './links';

export interface LinkRequest {
  /** the link under the cursor, when editing one */
  href: string;
  /** no text is selected: the dialog asks for the link's text too */
  needsText: boolean;
}

/** Add, change or remove a link (http, https, a page of the site by its path, mailto and tel only). */
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

  const submit = () => {
    const target = normalizeHref(href);
    if (!target) {
      setError('יש להזין כתובת אתר (https://…), עמוד באתר (/…), דוא״ל או מספר טלפון');
      input.current?.focus();
      return;
    }
    onApply(target, text.trim());
  };

  return (
    <FormDialog
      title={request?.href ? 'עריכת קישור' : 'הוספת קישור'}
      open={request !== null}
      onClose={onClose}
      initialField="input[name='href']"
      form={{
        onSubmit: submit,
        submitLabel: request?.href ? 'עדכון' : 'הוספה',
        extraActions: request?.href && (
          <Button variant="outline" colorPalette="red" me="auto" onClick={onRemove}>
            הסרת הקישור
          </Button>
        ),
      }}
    >
      <FieldRoot invalid={error !== null} ids={{ control: `${id}-href`, errorText: `${id}-error` }}>
        <Field.Label>כתובת הקישור</Field.Label>
        <Input
          ref={input}
          name="href"
          dir="ltr"
          type="text"
          inputMode="url"
          value={href}
          onChange={(event) => setHref(event.target.value)}
          aria-describedby={error ? `${id}-error` : `${id}-helper`}
        />
        {error ? (
          <Field.ErrorText>{error}</Field.ErrorText>
        ) : (
          <Field.HelperText id={`${id}-helper`}>
            כתובת אתר (למשל https://example.co.il), עמוד באתר (למשל /contact), דוא״ל (mailto:) או טלפון (tel:)
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
    </FormDialog>
  );
}
