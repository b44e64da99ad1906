import { Field, Input, type InputProps } from '@chakra-ui/react';
import { forwardRef, useId } from 'react';

interface FormFieldProps extends InputProps {
  label: string;
  error?: string;
  helper?: string;
}

/**
 * A labelled input with its helper or error text (react-hook-form: `<FormField label="…" {...register('x')} />`).
 * The text is tied to the input with aria-describedby as well as the aria-errormessage Chakra sets, which
 * several screen readers still ignore. Pass dir="ltr" for left-to-right content (e-mail, phone, ID, passwords).
 */
export const FormField = forwardRef<HTMLInputElement, FormFieldProps>(function FormField(
  { label, error, helper, required, ...input },
  ref,
) {
  const id = useId();
  const errorId = `${id}-error`;
  const helperId = `${id}-helper`;
  const describedBy = error ? errorId : helper ? helperId : undefined;
  return (
    <Field.Root
      invalid={Boolean(error)}
      required={required}
      ids={{ control: `${id}-input`, errorText: errorId, helperText: helperId }}
    >
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <Input ref={ref} aria-describedby={describedBy} {...input} />
      {helper && !error && <Field.HelperText>{helper}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
});
