import '@/lib/zod-jitless';
import { Box, Button, chakra, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Ref } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { FormField } from '@/components/ui/form-field';
import { toaster } from '@/components/ui/toaster';
import { DataBoundary } from '@/lib/data/runtime';
import { fieldIssues, trpc } from '@/lib/trpc';
import { ContactSchema } from '@/shared/contact';

const FIELDS = ['firstName', 'lastName', 'phone', 'email', 'service'] as const;
type Field = (typeof FIELDS)[number];
const isField = (name: string): name is Field => (FIELDS as readonly string[]).includes(name);

export interface ContactFormProps {
  /** the subject of the enquiry, sent as the hidden `service` field (e.g. the product's title) */
  service: string;
  /** called after a successful submission (the dialog closes itself with it) */
  onSuccess?: () => void;
  /** receives the first field, e.g. for a dialog's initial focus */
  firstFieldRef?: Ref<HTMLInputElement>;
}

/**
 * The contact form of SPEC §5 (first and last name, phone, e-mail, hidden service), sent with tRPC
 * contact.submit — the same procedure as POST /api/contact.
 */
export function ContactForm(props: ContactFormProps) {
  return (
    <DataBoundary>
      <ContactFormFields {...props} />
    </DataBoundary>
  );
}

function ContactFormFields({ service, onSuccess, firstFieldRef }: ContactFormProps) {
  const defaultValues = { firstName: '', lastName: '', phone: '', email: '', service };
  const form = useForm({ resolver: zodResolver(ContactSchema), defaultValues });
  const submit = trpc.contact.submit.useMutation({
    onSuccess: () => {
      toaster.success({ title: 'הטופס נשלח בהצלחה', description: 'נציג שלנו יצור איתך קשר בהקדם' });
      form.reset(defaultValues);
      onSuccess?.();
    },
    onError: (error) => {
      for (const [name, message] of Object.entries(fieldIssues(error))) {
        if (isField(name)) form.setError(name, { message });
      }
      toaster.error({ title: 'שגיאה בשליחת הטופס', description: 'אנא נסה שנית מאוחר יותר' });
    },
  });
  const { errors } = form.formState;
  const { ref: firstNameRef, ...firstName } = form.register('firstName');

  return (
    <chakra.form
      onSubmit={form.handleSubmit((values) => submit.mutate(values))}
      noValidate
      aria-label="טופס יצירת קשר"
    >
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <FormField
            label="שם פרטי"
            autoComplete="given-name"
            required
            error={errors.firstName?.message}
            ref={(element) => {
              firstNameRef(element);
              if (typeof firstFieldRef === 'function') firstFieldRef(element);
              else if (firstFieldRef) firstFieldRef.current = element;
            }}
            {...firstName}
          />
          <FormField
            label="שם משפחה"
            autoComplete="family-name"
            required
            error={errors.lastName?.message}
            {...form.register('lastName')}
          />
        </SimpleGrid>
        <FormField
          label="טלפון"
          type="tel"
          dir="ltr"
          inputMode="tel"
          autoComplete="tel"
          placeholder="0501234567"
          required
          error={errors.phone?.message}
          {...form.register('phone')}
        />
        <FormField
          label="דוא״ל"
          type="email"
          dir="ltr"
          autoComplete="email"
          placeholder="name@example.com"
          required
          error={errors.email?.message}
          {...form.register('email')}
        />
        <input type="hidden" {...form.register('service')} />
        {errors.service?.message && (
          <Text role="alert" color="fg.error" fontSize="sm">
            {errors.service.message}
          </Text>
        )}
        <Button type="submit" size="lg" disabled={submit.isPending}>
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
