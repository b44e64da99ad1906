import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { errorMessage, showFieldIssues } from '@/lib/trpc';
import type { Failure } from './action-failure';

/**
 * A form's send failed: what the server refused stands under its fields (the first one focused);
 * anything else goes to `show` (beside the form's button, or a toast), titled `title`, with the
 * server's Hebrew message or `fallback`.
 */
export function showSaveError<T extends FieldValues>(
  form: UseFormReturn<T>,
  error: unknown,
  show: (failure: Failure) => void,
  title: string,
  fallback = 'אנא נסו שוב בעוד כמה רגעים.',
) {
  if (showFieldIssues(form, error)) return;
  show({ title, text: errorMessage(error, fallback) });
}
