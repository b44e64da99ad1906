import { chakra, Field } from '@chakra-ui/react';
import { useId } from 'react';
import { FieldRoot } from '@/components/ui/field-root';

export const selectStyle = {
  h: '10',
  ps: '3',
  pe: '3',
  w: 'full',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'md',
  bg: 'bg',
  color: 'fg',
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' },
  _invalid: { borderColor: 'border.error' },
} as const;

/** A native select in a Chakra field (its label, required mark and error tied to it). */
export function SelectField({
  label,
  error,
  required = true,
  children,
  ...select
}: { label: string; error?: string; required?: boolean; children: React.ReactNode } & React.ComponentProps<
  typeof chakra.select
>) {
  const id = `${useId()}select`;
  return (
    // the field's own ids are not used: Ark gives the root the control's id, so the label is tied by hand
    <FieldRoot invalid={Boolean(error)} required={required}>
      <Field.Label htmlFor={id}>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <chakra.select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...selectStyle}
        {...select}
      >
        {children}
      </chakra.select>
      {error && <Field.ErrorText id={`${id}-error`}>{error}</Field.ErrorText>}
    </FieldRoot>
  );
}
