import { Field, Input, type InputProps } from '@chakra-ui/react';
import { forwardRef, useId } from 'react';

interface ContactFieldProps extends InputProps {
  label: string;
  error?: string;
}

/**
 * A labelled input whose error is tied to it with aria-describedby as well as aria-errormessage
 * (which Chakra sets on its own but several screen readers still ignore).
 */
export const ContactField = forwardRef<HTMLInputElement, ContactFieldProps>(function ContactField(
  { label, error, required, ...input },
  ref,
) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <Field.Root
      invalid={Boolean(error)}
      required={required}
      ids={{ control: `${id}-input`, errorText: errorId }}
    >
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <Input ref={ref} aria-describedby={error ? errorId : undefined} {...input} />
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
});
