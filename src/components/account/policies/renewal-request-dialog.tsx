import { Field, Text, Textarea } from '@chakra-ui/react';
import { useEffect, useId, useState } from 'react';
import { textareaRecipe } from '@/components/admin-blog/recipes';
import { FieldRoot } from '@/components/ui/field-root';
import { FormDialog } from '@/components/ui/form-dialog';
import { toaster } from '@/components/ui/toaster';
import { errorMessage, trpc } from '@/lib/trpc';
import { type Policy, policyTypeLabels } from '@/shared/account';
import { RenewalRequestSchema } from '@/shared/policies';

/** 'בקשת הצעה לחידוש': an optional message, then the request; the agency is mailed. */
export function RenewalRequestDialog({
  policy,
  open,
  onClose,
  returnFocus,
}: {
  policy: Policy;
  open: boolean;
  onClose: () => void;
  returnFocus: () => HTMLElement | null;
}) {
  const id = useId();
  const utils = trpc.useUtils();
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string>();
  useEffect(() => {
    if (!open) return;
    setMessage('');
    setError(undefined);
  }, [open]);
  const request = trpc.account.policies.requestRenewal.useMutation({
    onSuccess: async () => {
      toaster.success({
        title: 'הבקשה נשלחה לסוכנות',
        description: 'נחזור אליכם עם הצעה לחידוש לפני תום הפוליסה.',
      });
      await utils.account.policies.list.invalidate();
      onClose();
    },
    onError: (failure) => setError(errorMessage(failure, 'שליחת הבקשה נכשלה. נסו שוב בעוד כמה רגעים.')),
  });
  return (
    <FormDialog
      title="בקשת הצעה לחידוש"
      open={open}
      onClose={() => !request.isPending && onClose()}
      initialField="textarea"
      returnFocus={returnFocus}
      form={{
        submitLabel: 'שליחת הבקשה',
        pending: request.isPending,
        onSubmit: () => {
          const checked = RenewalRequestSchema.safeParse({ id: policy.id, message });
          if (!checked.success) {
            setError(checked.error.issues[0]?.message);
            return;
          }
          setError(undefined);
          request.mutate(checked.data);
        },
      }}
    >
      <Text>
        נשלח לסוכנות בקשה להצעת חידוש ל{policyTypeLabels[policy.policyType]} (פוליסה{' '}
        <bdi dir="ltr">{policy.policyNumber}</bdi>). סוכן יחזור אליכם.
      </Text>
      <FieldRoot invalid={Boolean(error)} ids={{ control: `${id}-input`, errorText: `${id}-error` }}>
        <Field.Label>הודעה לסוכנות (לא חובה)</Field.Label>
        <Textarea
          recipe={textareaRecipe}
          name="message"
          rows={3}
          maxLength={1000}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
        />
        {error && <Field.ErrorText>{error}</Field.ErrorText>}
      </FieldRoot>
    </FormDialog>
  );
}
