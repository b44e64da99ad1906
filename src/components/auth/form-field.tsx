import { Field, Input, type InputProps } from '@chakra-ui/react';
import { forwardRef } from 'react';

interface FormFieldProps extends InputProps {
  label: string;
  error?: string;
  helper?: string;
}

/**
 * A labelled input with its error message (react-hook-form: `<FormField label="…" {...register('x')} />`).
 * Pass dir="ltr" for left-to-right content (e-mail, phone, ID, passport, passwords).
 */
export const FormField = forwardRef<HTMLInputElement, FormFieldProps>(function FormField(
  { label, error, helper, required, ...input },
  ref,
) {
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <Input ref={ref} {...input} />
      {helper && !error && <Field.HelperText>{helper}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
});
