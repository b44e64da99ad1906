import { Field, Text, Textarea } from '@chakra-ui/react';
import { useEffect, useId, useState } from 'react';
import { CharCounter } from '@/components/admin-blog/char-counter';
import { textareaRecipe } from '@/components/admin-blog/recipes';
import { FieldRoot } from '@/components/ui/field-root';
import { FormDialog } from '@/components/ui/form-dialog';
import { REJECTION_REASON_MAX, RejectionReasonSchema } from '@/shared/travel-admin';

/** A decision waiting for its confirmation: approve or reject this request. */
export interface Decision {
  row: { id: number; reference: string; fullName: string; email: string };
  status: 'approved' | 'rejected';
}

/** The reason's field: optional, counted against its limit, checked with the server's schema. */
function ReasonField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}) {
  const id = useId();
  return (
    <FieldRoot invalid={Boolean(error)} ids={{ control: `${id}-input`, errorText: `${id}-error` }}>
      <Field.Label>סיבת הדחייה (לא חובה)</Field.Label>
      <Textarea
        recipe={textareaRecipe}
        name="reason"
        rows={4}
        autoresize
        // it grows with the reason up to a part of the screen, then scrolls (the dialog's buttons stay)
        maxH="40vh"
        overflowY="auto"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={`${id}-help ${id}-count${error ? ` ${id}-error` : ''}`}
      />
      <Text id={`${id}-help`} fontSize="sm" color="fg.muted">
        הסיבה תופיע בדוא״ל ללקוח, כפי שנכתבה.
      </Text>
      <CharCounter
        id={`${id}-count`}
        length={value.trim().length}
        max={REJECTION_REASON_MAX}
        what="קצרו את הסיבה"
      />
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </FieldRoot>
  );
}

/**
 * Asks before a request is approved or rejected, and says that the customer will be told by e-mail; a
 * rejection may carry a reason into that e-mail. `error` is the server's answer to the last attempt.
 */
export function DecisionDialog({
  decision,
  open,
  pending,
  error,
  onConfirm,
  onClose,
  returnFocus,
}: {
  /** kept while the dialog animates closed */
  decision: Decision | null;
  open: boolean;
  pending: boolean;
  error: { message: string; reason?: string } | undefined;
  onConfirm: (reason: string | undefined) => void;
  onClose: () => void;
  returnFocus: () => HTMLElement | null;
}) {
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();
  const rejecting = decision?.status === 'rejected';
  // every opening starts with an empty reason
  useEffect(() => {
    if (!open) return;
    setReason('');
    setReasonError(undefined);
  }, [open]);
  const close = () => {
    if (!pending) onClose();
  };
  return (
    <FormDialog
      title={rejecting ? 'דחיית הבקשה' : 'אישור הבקשה'}
      open={open}
      onClose={close}
      // the reason's field; else 'ביטול', so an Enter pressed by habit decides nothing
      initialField={rejecting ? 'textarea' : 'form button[type="button"]'}
      returnFocus={returnFocus}
      form={{
        submitLabel: rejecting ? 'דחיית הבקשה' : 'אישור הבקשה',
        palette: rejecting ? 'red' : 'green',
        pending,
        onSubmit: () => {
          if (!rejecting) return onConfirm(undefined);
          const checked = RejectionReasonSchema.safeParse(reason);
          if (!checked.success) {
            setReasonError(checked.error.issues[0]?.message);
            return;
          }
          setReasonError(undefined);
          onConfirm(checked.data || undefined);
        },
      }}
    >
      {decision && (
        <>
          <Text>
            {rejecting ? 'לדחות' : 'לאשר'} את הבקשה של <bdi>{decision.row.fullName}</bdi> (מספר בקשה{' '}
            <bdi>{decision.row.reference}</bdi>)?
          </Text>
          <Text fontWeight="medium">
            ללקוח יישלח דוא״ל אל <bdi dir="ltr">{decision.row.email}</bdi> שהבקשה{' '}
            {rejecting ? 'נדחתה' : 'אושרה'}
            {rejecting ? ', עם הסיבה אם תכתבו אותה.' : '.'}
          </Text>
          {rejecting && (
            <ReasonField value={reason} onChange={setReason} error={reasonError ?? error?.reason} />
          )}
          {error && !error.reason && (
            <Text role="alert" color="red.700" fontWeight="medium">
              {error.message}
            </Text>
          )}
        </>
      )}
    </FormDialog>
  );
}
