/**
 * The travel form's choices: native checkboxes and radio buttons (Tab, Space and arrows work as the
 * browser makes them) drawn as cards, and the fieldset that groups them with its legend and error.
 */
import { Box, chakra, Text } from '@chakra-ui/react';
import { forwardRef, type InputHTMLAttributes, type ReactNode, useId } from 'react';

const cardStyle = {
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  minH: '14',
  px: '4',
  py: '3',
  bg: 'bg',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'xl',
  cursor: 'pointer',
  transition: 'border-color 0.15s, background-color 0.15s',
  _hover: { borderColor: 'brand.400' },
  css: {
    '&:has(input:checked)': {
      borderColor: 'brand.600',
      bg: 'brand.50',
      boxShadow: 'inset 0 0 0 1px var(--chakra-colors-brand-600)',
    },
    '&:has(input:focus-visible)': {
      outline: '3px solid',
      outlineColor: 'brand.focusRing',
      outlineOffset: '2px',
    },
    '&:has(input:disabled)': { cursor: 'not-allowed', opacity: 0.6 },
  },
} as const;

const inputStyle = {
  flexShrink: 0,
  w: '5',
  h: '5',
  m: '0',
  accentColor: 'brand.600',
  cursor: 'inherit',
  // the card draws the focus ring
  _focusVisible: { outline: 'none' },
} as const;

interface ChoiceCardProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children'> {
  type: 'checkbox' | 'radio';
  children: ReactNode;
  /** extra text at the card's far end (a price), outside the label's main text */
  aside?: ReactNode;
}

/**
 * A checkbox or radio button inside a card; the card is its label. A <label> holds phrasing content
 * only: the children are spans (`<Text as="span" display="block">`), never <div> or <p>.
 */
export const ChoiceCard = forwardRef<HTMLInputElement, ChoiceCardProps>(function ChoiceCard(
  { type, children, aside, ...input },
  ref,
) {
  return (
    <chakra.label {...cardStyle}>
      <chakra.input ref={ref} type={type} {...inputStyle} {...input} />
      <Box as="span" display="block" flex="1" minW="0">
        {children}
      </Box>
      {aside}
    </chakra.label>
  );
});

/** A plain checkbox with its label beside it (the terms). */
export const CheckboxLine = forwardRef<
  HTMLInputElement,
  Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children'> & { children: ReactNode }
>(function CheckboxLine({ children, ...input }, ref) {
  return (
    <chakra.label display="flex" alignItems="flex-start" gap="3" cursor="pointer">
      <chakra.input ref={ref} type="checkbox" {...inputStyle} mt="0.5" {...input} />
      <Box as="span" display="block" flex="1">
        {children}
      </Box>
    </chakra.label>
  );
});

interface ChoiceGroupProps {
  legend: ReactNode;
  /** shown under the legend */
  hint?: ReactNode;
  error?: string;
  /** the legend for screen readers only (a heading already says it) */
  hideLegend?: boolean;
  /** an answer is required: the legend bears the fields' red mark (give the inputs `required` too) */
  required?: boolean;
  children: (describedBy: string | undefined) => ReactNode;
  id?: string;
}

/** A fieldset of choices; its error is tied to the group (aria-describedby) and shown under it. */
export function ChoiceGroup({ legend, hint, error, hideLegend, required, children, id }: ChoiceGroupProps) {
  const base = useId();
  const errorId = `${base}-error`;
  const hintId = `${base}-hint`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <chakra.fieldset id={id} border="0" p="0" m="0" minW="0" aria-describedby={describedBy}>
      <chakra.legend
        fontWeight="medium"
        mb={hint ? '1' : '3'}
        p="0"
        {...(hideLegend ? { srOnly: true } : {})}
      >
        {legend}
        {required && (
          // as Field.RequiredIndicator draws it beside a field's label
          <chakra.span aria-hidden="true" color="fg.error" lineHeight="1" ms="1">
            *
          </chakra.span>
        )}
      </chakra.legend>
      {hint && (
        <Text id={hintId} color="fg.muted" fontSize="sm" mb="3">
          {hint}
        </Text>
      )}
      {children(describedBy)}
      {error && (
        <Text id={errorId} color="fg.error" fontSize="sm" mt="2">
          {error}
        </Text>
      )}
    </chakra.fieldset>
  );
}
