/**
 * Which errors the travel form shows: a field's error appears once the field was touched (left) or
 * Next was tried on its step, or when the form put it there itself (a server issue, a failed submit).
 * react-hook-form validates more than that (adding a traveler validates the whole list), and an error
 * shown under a field nobody has reached yet, or one that vanishes when a click blurs the field
 * before it, only moves the page under the visitor's pointer.
 */
import type { FieldPath, UseFormReturn } from 'react-hook-form';
import type { TravelFormValues } from './form-values';

/** The type of the errors the form sets itself: always shown. */
export const REVEALED = 'revealed';

type Form = UseFormReturn<TravelFormValues>;
type Name = FieldPath<TravelFormValues>;

export function shownError(form: Form, name: Name): string | undefined {
  const { error, isTouched } = form.getFieldState(name, form.formState);
  if (!error?.message) return undefined;
  return isTouched || form.formState.isSubmitted || error.type === REVEALED ? error.message : undefined;
}

/** `<FormField {...field(form, 'travelers.0.email')} />`: the registration and the error to show. */
export function field(form: Form, name: Name) {
  return { ...form.register(name), error: shownError(form, name) };
}
