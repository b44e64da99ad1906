import { Field, Text, Textarea } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { CharCounter } from '@/components/admin-blog/char-counter';
import { textareaRecipe } from '@/components/admin-blog/recipes';
import { FieldRoot } from '@/components/ui/field-root';
import { FormDialog } from '@/components/ui/form-dialog';
import { toaster } from '@/components/ui/toaster';
import { errorMessage, fieldIssues, trpc } from '@/lib/trpc';
import { PORTFOLIO_REVIEW_MESSAGE_MAX, PortfolioReviewRequestSchema } from '@/shared/portfolio';

/**
 * 'בקשו בדיקה מהסוכנות': a review of a saved report by the agency, with an optional message. The
 * request joins 'הבקשות שלי'; the agency is told by e-mail.
 */
export function ReviewDialog({
  portfolioId,
  open,
  onClose,
  returnFocus,
}: {
  portfolioId: number;
  open: boolean;
  onClose: () => void;
  returnFocus: () => HTMLElement | null;
}) {
  const id = useId();
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string>();
  const utils = trpc.useUtils();
  const request = trpc.account.portfolio.requestReview.useMutation({
    onSuccess: () => {
      toaster.success({
        title: 'הבקשה נשלחה לסוכנות',
        description: 'נחזור אליכם בהקדם. אפשר לעקוב אחריה בלשונית ׳הבקשות שלי׳.',
      });
      void utils.account.requests.invalidate();
      close();
    },
  });
  // the next opening is a new request
  const close = () => {
    setMessage('');
    setError(undefined);
    request.reset();
    onClose();
  };
  const submit = () => {
    const parsed = PortfolioReviewRequestSchema.safeParse({ id: portfolioId, message: message || undefined });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    request.mutate(parsed.data, { onError: (failure) => setError(fieldIssues(failure).message) });
  };
  const failure =
    request.error && !fieldIssues(request.error).message
      ? { title: 'הבקשה לא נשלחה', text: errorMessage(request.error, 'אנא נסו שוב בעוד כמה רגעים.') }
      : null;
  return (
    <FormDialog
      title="בקשו בדיקה מהסוכנות"
      open={open}
      onClose={close}
      initialField="textarea"
      returnFocus={returnFocus}
      form={{ onSubmit: submit, submitLabel: 'שליחת הבקשה', pending: request.isPending, failure }}
    >
      <Text>
        סוכן מהצוות יעבור על הדוח והממצאים, ויחזור אליכם בטלפון או בדוא״ל עם המלצות. הבדיקה אינה מחייבת אתכם
        בדבר.
      </Text>
      <FieldRoot invalid={Boolean(error)} ids={{ control: `${id}-input`, errorText: `${id}-error` }}>
        <Field.Label>הודעה לסוכנות (לא חובה)</Field.Label>
        <Textarea
          recipe={textareaRecipe}
          name="message"
          rows={4}
          autoresize
          maxH="40vh"
          overflowY="auto"
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          aria-describedby={`${id}-help ${id}-count${error ? ` ${id}-error` : ''}`}
        />
        <Text id={`${id}-help`} fontSize="sm" color="fg.muted">
          למשל: מה חשוב לכם לבדוק, או מתי נוח שנתקשר.
        </Text>
        <CharCounter
          id={`${id}-count`}
          length={message.trim().length}
          max={PORTFOLIO_REVIEW_MESSAGE_MAX}
          what="קצרו את ההודעה"
        />
        {error && <Field.ErrorText>{error}</Field.ErrorText>}
      </FieldRoot>
    </FormDialog>
  );
}
