import { Box, Button, chakra, Field, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { textareaRecipe } from 'chakra-theme/recipes/textarea';
import { useEffect, useId } from 'react';
import { type UseFormReturn, useForm, useWatch } from 'react-hook-form';
import { Link } from 'wouter';
import { useActionFailure } from '@/components/ui/action-failure';
import { EMAIL_HINT } from '@/components/ui/field-hints';
import { FieldRoot } from '@/components/ui/field-root';
import { EmailField, FormField, PhoneField, registerField } from '@/components/ui/form-field';
import { toaster } from '@/components/ui/toaster';
import { showFieldIssues, trpc } from '@/lib/trpc';
import { CONTACT_MESSAGE_MAX, type ContactInput, ContactSchema } from '@/shared/contact';

export interface ContactFormProps {
  /** the subject of the enquiry, sent as the hidden `service` field (e.g. the product's title) */
  service: string;
  /** called after a successful submission (the dialog closes itself with it) */
  onSuccess?: () => void;
  /** focus the first field once the form is there (a dialog whose form loads after it opened) */
  autoFocus?: boolean;
}

const count = (n: number) => n.toLocaleString('en-US');

/**
 * 'במה נוכל לעזור?': optional free text, with how much of the limit is used (the text is never cut: past
 * the limit the schema says so under the field).
 */
function MessageField({ form }: { form: UseFormReturn<ContactInput> }) {
  const id = useId();
  const length = (useWatch({ control: form.control, name: 'message' }) ?? '').length;
  const error = form.formState.errors.message?.message;
  return (
    <FieldRoot invalid={Boolean(error)} ids={{ control: `${id}-input`, errorText: `${id}-error` }}>
      <Field.Label>במה נוכל לעזור?</Field.Label>
      <Textarea
        recipe={textareaRecipe}
        rows={3}
        aria-describedby={error ? `${id}-error ${id}-count` : `${id}-count`}
        {...form.register('message')}
      />
      <Text id={`${id}-count`} fontSize="xs" color={length > CONTACT_MESSAGE_MAX ? 'fg.error' : 'fg.muted'}>
        לא חובה · <span dir="ltr">{`${count(length)} / ${count(CONTACT_MESSAGE_MAX)}`}</span> תווים
      </Text>
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </FieldRoot>
  );
}

/**
 * The contact form (first and last name, phone, e-mail, an optional message, hidden service), sent with tRPC
 * contact.submit — the same procedure as POST /api/contact.
 */
export function ContactForm({ service, onSuccess, autoFocus }: ContactFormProps) {
  const defaultValues = { firstName: '', lastName: '', phone: '', email: '', service, message: '' };
  const form = useForm<ContactInput>({ resolver: zodResolver(ContactSchema), defaultValues });
  const { setFocus } = form;
  useEffect(() => {
    if (autoFocus) setFocus('firstName');
  }, [autoFocus, setFocus]);
  const failure = useActionFailure();
  const utils = trpc.useUtils();
  const submit = trpc.contact.submit.useMutation({
    onSuccess: () => {
      // sent from the personal area: 'הבקשות שלי' shows it (no query, nothing is fetched)
      void utils.account.requests.list.invalidate();
      toaster.success({ title: 'הטופס נשלח בהצלחה', description: 'נציג שלנו יצור איתך קשר בהקדם' });
      form.reset(defaultValues);
      onSuccess?.();
    },
    // beside the button, inside the dialog: a toast would cover the dialog on a phone
    onError: (error) => {
      if (showFieldIssues(form, error)) return;
      failure.show({
        title: 'שגיאה בשליחת הטופס',
        text: 'אנא נסה שנית מאוחר יותר',
      });
    },
  });

  return (
    <chakra.form
      onSubmit={failure.onSubmit(form.handleSubmit((values) => submit.mutate(values)))}
      noValidate
      aria-label="טופס יצירת קשר"
    >
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <FormField
            label="שם פרטי"
            autoComplete="given-name"
            required
            {...registerField(form, 'firstName')}
          />
          <FormField
            label="שם משפחה"
            autoComplete="family-name"
            required
            {...registerField(form, 'lastName')}
          />
        </SimpleGrid>
        <PhoneField
          helper={'10 ספרות, למשל 050-1234567 או \u2066+972 50-123-4567\u2069'}
          required
          {...registerField(form, 'phone')}
        />
        <EmailField helper={EMAIL_HINT} required {...registerField(form, 'email')} />
        <MessageField form={form} />
        <input type="hidden" {...form.register('service')} />
        {form.formState.errors.service?.message && (
          <Text role="alert" color="fg.error" fontSize="sm">
            {form.formState.errors.service.message}
          </Text>
        )}
        {failure.alert}
        <Button type="submit" size="lg" disabled={submit.isPending} aria-describedby={failure.describedBy}>
          {submit.isPending ? 'שולח...' : 'שליחה'}
        </Button>
        <Text fontSize="sm" color="fg.muted">
          אנו אוספים את השם, הטלפון והדוא״ל שמסרתם רק כדי לחזור אליכם בנוגע לפנייה, ולא נעביר אותם לאחרים.
          לפרטים נוספים ראו את{' '}
          <Box asChild color="brand.fg" textDecoration="underline" textUnderlineOffset="3px">
            <Link to="/privacy">מדיניות הפרטיות</Link>
          </Box>
          .
        </Text>
      </Stack>
    </chakra.form>
  );
}
