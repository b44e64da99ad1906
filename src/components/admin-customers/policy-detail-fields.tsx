import { Box, Button, chakra, Flex, IconButton, SimpleGrid, Text } from '@chakra-ui/react';
import { Plus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { type UseFormReturn, useFieldArray } from 'react-hook-form';
import { FormField, registerField } from '@/components/ui/form-field';
import type { PolicyInput } from '@/shared/account';
import {
  insurers,
  premiumPeriodLabels,
  premiumPeriods,
  renewalStatuses,
  renewalStatusLabels,
} from '@/shared/policies';
import { SelectField } from './select-field';

const MAX_COVERAGES = 20;
/** '' → null: an empty amount is no amount; anything else the schema judges as a number. */
const amountOrNull = (value: unknown) => (value === '' || value === null ? null : Number(value));
const amountOrUndefined = (value: unknown) => (value === '' || value === null ? undefined : Number(value));

/** The coverages: a title and an optional amount each, added and removed in place. */
function CoverageFields({ form }: { form: UseFormReturn<PolicyInput> }) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'coverages' });
  const headingId = useId();
  const errors = form.formState.errors.coverages;
  return (
    <Box as="fieldset" borderWidth="1px" borderColor="border" borderRadius="md" p="3">
      <Text as="legend" id={headingId} fontWeight="medium" px="1">
        כיסויים
      </Text>
      {fields.length === 0 && (
        <Text fontSize="sm" color="fg.muted">
          לא נרשמו כיסויים.
        </Text>
      )}
      <chakra.ul listStyle="none" display="grid" gap="3" aria-labelledby={headingId}>
        {fields.map((field, index) => (
          <chakra.li key={field.id}>
            <Flex gap="2" align="end">
              <SimpleGrid columns={{ base: 1, sm: 2 }} gap="2" flex="1">
                <FormField
                  label={`כיסוי ${index + 1}`}
                  autoComplete="off"
                  {...registerField(form, `coverages.${index}.title`)}
                />
                <FormField
                  label="סכום (₪, לא חובה)"
                  inputMode="numeric"
                  dir="ltr"
                  autoComplete="off"
                  {...form.register(`coverages.${index}.amount`, { setValueAs: amountOrUndefined })}
                  error={errors?.[index]?.amount?.message}
                />
              </SimpleGrid>
              <IconButton
                size="sm"
                variant="ghost"
                colorPalette="red"
                aria-label={`הסרת כיסוי ${index + 1}`}
                onClick={() => remove(index)}
              >
                <Trash2 aria-hidden="true" />
              </IconButton>
            </Flex>
          </chakra.li>
        ))}
      </chakra.ul>
      {errors?.root?.message || errors?.message ? (
        <Text color="fg.error" fontSize="sm" mt="2">
          {errors.root?.message ?? errors.message}
        </Text>
      ) : null}
      {fields.length < MAX_COVERAGES && (
        <Button mt="3" size="xs" variant="outline" onClick={() => append({ title: '' })}>
          <Plus aria-hidden="true" />
          הוספת כיסוי
        </Button>
      )}
    </Box>
  );
}

/** The insurer, the premium and its period, the coverages and the renewal status of the policy form. */
export function PolicyDetailFields({ form }: { form: UseFormReturn<PolicyInput> }) {
  const listId = `${useId()}insurers`;
  const errors = form.formState.errors;
  return (
    <>
      <FormField
        label="חברת ביטוח"
        autoComplete="off"
        list={listId}
        helper="לבחירה מהרשימה או בהקלדה"
        {...registerField(form, 'company')}
      />
      <datalist id={listId}>
        {insurers.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <FormField
          label="פרמיה (₪)"
          inputMode="decimal"
          dir="ltr"
          autoComplete="off"
          helper="לא חובה"
          {...form.register('premium', { setValueAs: amountOrNull })}
          error={errors.premium?.message}
        />
        <SelectField
          label="תקופת הפרמיה"
          required={false}
          error={errors.premiumPeriod?.message}
          {...form.register('premiumPeriod', { setValueAs: (v) => v || null })}
        >
          <option value="">ללא</option>
          {premiumPeriods.map((period) => (
            <option key={period} value={period}>
              {premiumPeriodLabels[period]}
            </option>
          ))}
        </SelectField>
      </SimpleGrid>
      <CoverageFields form={form} />
      <SelectField
        label="סטטוס חידוש"
        error={errors.renewalStatus?.message}
        {...form.register('renewalStatus')}
      >
        {renewalStatuses.map((status) => (
          <option key={status} value={status}>
            {renewalStatusLabels[status]}
          </option>
        ))}
      </SelectField>
    </>
  );
}
