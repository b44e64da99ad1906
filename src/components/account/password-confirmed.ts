import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { toaster } from '@/components/ui/toaster';
import { errorCode, errorMessage, showFieldIssues } from '@/lib/trpc';

/**
 * The failure of a form that asks for the account's password again (password change, e-mail change): the
 * server's reasons under their fields and a toast pointing at them, or the lockout's (or another) reason.
 */
export function failedWithPassword<T extends FieldValues>(form: UseFormReturn<T>, title: string) {
  return (error: unknown) => {
    const onFields = showFieldIssues(form, error);
    const locked = errorCode(error) === 'TOO_MANY_REQUESTS';
    toaster.error({
      title,
      description:
        onFields && !locked ? 'יש לתקן את השדות המסומנים' : errorMessage(error, 'נסו שוב בעוד כמה רגעים'),
    });
  };
}
