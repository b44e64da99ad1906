import { Box, Button, chakra, Flex, Text } from '@chakra-ui/react';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'wouter';
import { EMAIL_HINT } from '@/components/ui/field-hints';
import { PlainInput } from '@/components/ui/plain-input';
import { toaster } from '@/components/ui/toaster';
import { agency } from '@/content/agency';
import { trpc } from '@/lib/trpc';

// the shared zod schema (the server's own) loads on the first submit, so pages carry no zod up front
async function emailError(email: string): Promise<string | undefined> {
  const { NewsletterSubscribeSchema } = await import('@/shared/newsletter');
  const result = NewsletterSubscribeSchema.safeParse({ email });
  return result.success ? undefined : result.error.issues[0]?.message;
}

/**
 * The footer's newsletter sign-up: a required e-mail and an unticked consent box that
 * says what will be sent (Israeli Communications Law s.30A), then tRPC newsletter.subscribe.
 */
export function NewsletterForm() {
  const id = useId();
  const [email, setEmail] = useState('');
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<{ email?: string; consent?: string }>({});
  const subscribe = trpc.newsletter.subscribe.useMutation({
    onError: () =>
      toaster.error({ title: 'שגיאה', description: 'אירעה שגיאה בעת ההרשמה לניוזלטר. אנא נסה שוב.' }),
    onSuccess: () => {
      toaster.success({ title: 'נרשמת בהצלחה!', description: 'תודה שנרשמת לניוזלטר שלנו.' });
      setEmail('');
      setConsent(false);
    },
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (subscribe.isPending) return;
    const value = email.trim();
    const next = {
      email: !value ? 'יש להזין כתובת דוא״ל' : await emailError(value),
      consent: consent ? undefined : 'יש לאשר קבלת דיוור כדי להירשם',
    };
    setErrors(next);
    if (next.email || next.consent) {
      const field = next.email ? `${id}-email` : `${id}-consent`;
      document.getElementById(field)?.focus();
      return;
    }
    subscribe.mutate({ email: value });
  };

  return (
    <chakra.form onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`}>
      <Text id={`${id}-title`} as="h2" fontWeight="bold" fontSize="lg" mb="2">
        הניוזלטר שלנו
      </Text>
      <Text fontSize="sm" color="whiteAlpha.800" mb="3">
        עדכונים, מאמרים וטיפים על ביטוח, פנסיה וחיסכון – פעם בחודש.
      </Text>
      <label htmlFor={`${id}-email`}>
        <Text as="span" fontSize="sm" fontWeight="medium">
          כתובת דוא״ל{' '}
          <Text as="span" aria-hidden="true">
            *
          </Text>
        </Text>
      </label>
      <Flex gap="2" mt="1">
        <PlainInput
          id={`${id}-email`}
          type="email"
          name="email"
          dir="ltr"
          autoComplete="email"
          required
          aria-required="true"
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? `${id}-email-hint ${id}-email-error` : `${id}-email-hint`}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          bg="white"
          color="fg"
        />
        <Button
          type="submit"
          loading={subscribe.isPending}
          colorPalette="brand"
          bg="brand.500"
          flexShrink="0"
        >
          הרשמה
        </Button>
      </Flex>
      <Text id={`${id}-email-hint`} fontSize="sm" color="whiteAlpha.800" mt="1">
        {EMAIL_HINT}
      </Text>
      {errors.email && (
        <Text id={`${id}-email-error`} fontSize="sm" color="red.200" mt="1">
          {errors.email}
        </Text>
      )}
      <chakra.label
        htmlFor={`${id}-consent`}
        display="flex"
        gap="2"
        mt="3"
        alignItems="flex-start"
        fontSize="sm"
        cursor="pointer"
      >
        <chakra.input
          id={`${id}-consent`}
          type="checkbox"
          name="consent"
          checked={consent}
          onChange={(event) => setConsent(event.target.checked)}
          required
          aria-invalid={errors.consent ? true : undefined}
          aria-describedby={errors.consent ? `${id}-consent-error` : undefined}
          mt="1"
          boxSize="4"
          flexShrink="0"
          accentColor="brand.300"
        />
        <span>
          אני מסכים/ה לקבל מ{agency.name} דיוור פרסומי בדוא״ל: ניוזלטר עם מאמרים, עדכונים והצעות בתחומי
          הביטוח, הפנסיה והחיסכון. אפשר להסיר את ההרשמה בכל עת בקישור שבכל דיוור.
        </span>
      </chakra.label>
      {errors.consent && (
        <Text id={`${id}-consent-error`} fontSize="sm" color="red.200" mt="1">
          {errors.consent}
        </Text>
      )}
      <Text fontSize="xs" color="whiteAlpha.800" mt="3">
        הפרטים נשמרים לצורך משלוח הניוזלטר בלבד ולא יועברו לאחרים. פרטים נוספים ב
        <Box asChild color="white" textDecoration="underline">
          <Link to="/privacy">מדיניות הפרטיות</Link>
        </Box>
        .
      </Text>
    </chakra.form>
  );
}
