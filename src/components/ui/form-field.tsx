import { Box, Field, IconButton, Input, type InputProps } from '@chakra-ui/react';
import { Eye, EyeOff } from 'lucide-react';
import { forwardRef, type ReactNode, useId, useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { PHONE_HINT } from '@/components/ui/field-hints';
import { FieldRoot } from '@/components/ui/field-root';

interface FormFieldProps extends InputProps {
  label: string;
  error?: string;
  helper?: string;
  /** drawn over the input's left end (the input leaves it room), e.g. PasswordField's toggle */
  addon?: ReactNode;
}

/**
 * A labelled input with its hint and its error text (react-hook-form: see `registerField` below). An
 * example of what to type is a hint below the field, never a placeholder, which would look like a value
 * in an empty field. Both texts are tied to the input with aria-describedby (the error last) as well as
 * the aria-errormessage Chakra sets, which several screen readers still ignore. Pass dir="ltr" for
 * left-to-right content (e-mail, phone, ID, passwords).
 */
export const FormField = forwardRef<HTMLInputElement, FormFieldProps>(function FormField(
  { label, error, helper, required, addon, ...input },
  ref,
) {
  const id = useId();
  const errorId = `${id}-error`;
  const helperId = `${id}-helper`;
  const describedBy = [helper && helperId, error && errorId].filter(Boolean).join(' ') || undefined;
  const control = (
    <Input ref={ref} aria-describedby={describedBy} {...input} {...(addon ? { pl: '10' } : {})} />
  );
  return (
    <FieldRoot
      invalid={Boolean(error)}
      required={required}
      ids={{ control: `${id}-input`, errorText: errorId, helperText: helperId }}
    >
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      {addon ? (
        // physical left: the page is right-to-left but the inputs that take an addon are left-to-right
        <Box position="relative" w="full">
          {control}
          <Box position="absolute" left="1" top="50%" transform="translateY(-50%)" zIndex="1">
            {addon}
          </Box>
        </Box>
      ) : (
        control
      )}
      {helper && <Field.HelperText>{helper}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </FieldRoot>
  );
});

/** `<FormField label="…" {...registerField(form, 'email')} />`: the field's registration and its error. */
export function registerField<T extends FieldValues>(form: UseFormReturn<T>, name: Path<T>) {
  return { ...form.register(name), error: form.getFieldState(name, form.formState).error?.message };
}

/** An e-mail input ('דוא״ל' unless labelled otherwise): left-to-right, with the browser's saved addresses. */
export const EmailField = forwardRef<
  HTMLInputElement,
  Omit<FormFieldProps, 'type' | 'dir' | 'label'> & { label?: string }
>(function EmailField({ label = 'דוא״ל', ...props }, ref) {
  return <FormField ref={ref} label={label} type="email" dir="ltr" autoComplete="email" {...props} />;
});

/**
 * A phone input ('טלפון' unless labelled otherwise): left-to-right, the phone keypad, an example number as
 * its hint unless given another. The browser fills in the visitor's own number unless autoComplete says
 * otherwise.
 */
export const PhoneField = forwardRef<
  HTMLInputElement,
  Omit<FormFieldProps, 'type' | 'dir' | 'label'> & { label?: string }
>(function PhoneField({ label = 'טלפון', ...props }, ref) {
  return (
    <FormField
      ref={ref}
      label={label}
      type="tel"
      dir="ltr"
      inputMode="tel"
      autoComplete="tel"
      helper={PHONE_HINT}
      {...props}
    />
  );
});

type PasswordFieldProps = Omit<FormFieldProps, 'type' | 'dir' | 'addon'>;

/**
 * A password input (left-to-right) with a button that shows what was typed, for the login, registration
 * and reset forms. The button's name is its text, not aria-label, so `getByLabel('סיסמה')` finds only the
 * input; aria-pressed says whether the password is shown.
 */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(
  function PasswordField(props, ref) {
    const [shown, setShown] = useState(false);
    const toggle = (
      <IconButton
        type="button"
        variant="ghost"
        size="sm"
        aria-pressed={shown}
        onClick={() => setShown(!shown)}
      >
        {shown ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
        <Box as="span" srOnly>
          הצגת הסיסמה
        </Box>
      </IconButton>
    );
    return (
      <FormField
        ref={ref}
        type={shown ? 'text' : 'password'}
        dir="ltr"
        spellCheck={false}
        autoCapitalize="none"
        addon={toggle}
        {...props}
      />
    );
  },
);
