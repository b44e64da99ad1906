import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { errorMessage, showFieldIssues } from '@/lib/trpc';
import { toaster } from './toaster';

/**
 * A form's send failed: what the server refused stands under its fields (the first one focused);
 * anything else is a toast titled `title`, with the server's Hebrew message or `fallback`.
 */
export function showSaveError<T extends FieldValues>(
  form: UseFormReturn<T>,
  error: unknown,
  title: string,
  fallback = 'אנא נסו שוב בעוד כמה רגעים.',
) {
  if (showFieldIssues(form, error)) return;
  toaster.error({ title, description: errorMessage(error, fallback) });
}
