import { Button, chakra, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { type Failure, useActionFailure } from '@/components/ui/action-failure';
import { FormField, registerField } from '@/components/ui/form-field';
import { errorCode, errorMessage, fieldIssues } from '@/lib/trpc';
import { SecondFactorCodeSchema, TotpCodeSchema } from '@/shared/second-factor';

interface CodeFormProps {
  /** sends the code; a rejection is told beside the button (a field's issue under the field) */
  onCode: (code: string) => Promise<unknown>;
  submitLabel: string;
  busyLabel: string;
  /** the title of a refusal told beside the button */
  failedTitle: string;
  /** offer a recovery code instead of the app's (a sign-in, a step-up), or the app's code only */
  allowRecovery?: boolean;
  /** put the focus in the field when the form appears (a step that replaces the one before it) */
  focusOnMount?: boolean;
}

const APP_LABEL = 'קוד מאפליקציית האימות';
const RECOVERY_LABEL = 'קוד גיבוי';

function failureOf(title: string, error: unknown): Failure {
  if (errorCode(error) === 'TOO_MANY_REQUESTS')
    return { title: 'החשבון נעול זמנית', text: errorMessage(error, 'נסו שוב בעוד מספר דקות') };
  return { title, text: errorMessage(error, 'לא הצלחנו לבדוק את הקוד. בדקו את החיבור לאינטרנט ונסו שוב.') };
}

/**
 * One code field: the authenticator's 6 digits (the phone's number pad, the code the phone offers from
 * a message or the app), or a recovery code when the visitor asks for one instead.
 */
export function CodeForm({
  onCode,
  submitLabel,
  busyLabel,
  failedTitle,
  allowRecovery = false,
  focusOnMount = false,
}: CodeFormProps) {
  const [recovery, setRecovery] = useState(false);
  const failure = useActionFailure();
  const form = useForm<{ code: string }>({
    resolver: zodResolver(allowRecovery ? SecondFactorCodeSchema : TotpCodeSchema),
    defaultValues: { code: '' },
  });
  const submit = form.handleSubmit(async ({ code }) => {
    try {
      await onCode(code);
    } catch (error) {
      const issue = fieldIssues(error).code;
      if (issue) form.setError('code', { type: 'server', message: issue }, { shouldFocus: true });
      else {
        failure.show(failureOf(failedTitle, error));
        form.setFocus('code', { shouldSelect: true });
      }
    }
  });
  const { setFocus } = form;
  useEffect(() => {
    if (focusOnMount) setFocus('code');
  }, [focusOnMount, setFocus]);
  const toggle = () => {
    setRecovery(!recovery);
    form.reset({ code: '' });
    failure.clear();
    setTimeout(() => form.setFocus('code'));
  };

  return (
    <chakra.form onSubmit={failure.onSubmit(submit)} noValidate>
      <Stack gap="4">
        <FormField
          key={recovery ? 'recovery' : 'app'}
          label={recovery ? RECOVERY_LABEL : APP_LABEL}
          helper={recovery ? 'אחד מקודי הגיבוי ששמרתם, למשל abcde-23456' : '6 ספרות, מתחלף כל 30 שניות'}
          dir="ltr"
          inputMode={recovery ? 'text' : 'numeric'}
          autoComplete={recovery ? 'off' : 'one-time-code'}
          spellCheck={false}
          required
          {...registerField(form, 'code')}
        />
        {failure.alert}
        <Button
          type="submit"
          loading={form.formState.isSubmitting}
          loadingText={busyLabel}
          aria-describedby={failure.describedBy}
        >
          {submitLabel}
        </Button>
        {allowRecovery && (
          <Button type="button" variant="plain" color="brand.fg" size="sm" alignSelf="start" onClick={toggle}>
            {recovery ? 'חזרה לקוד מאפליקציית האימות' : 'אין לכם גישה לאפליקציה? שימוש בקוד גיבוי'}
          </Button>
        )}
      </Stack>
    </chakra.form>
  );
}
