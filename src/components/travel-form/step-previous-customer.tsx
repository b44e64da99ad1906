import { SimpleGrid, Text } from '@chakra-ui/react';
import type { UseFormReturn } from 'react-hook-form';
import { ChoiceCard, ChoiceGroup } from './choices';
import { shownError } from './field-errors';
import type { TravelFormValues } from './form-values';

const answers = [
  { value: 'yes', label: 'כן, ביטחתי אצלכם בעבר' },
  { value: 'no', label: 'לא, זו הפעם הראשונה' },
] as const;

/** Step 3: a previous customer, yes or no. */
export function StepPreviousCustomer({ form }: { form: UseFormReturn<TravelFormValues> }) {
  const error = shownError(form, 'isPreviousCustomer');
  return (
    <ChoiceGroup
      legend="האם הייתם לקוחות שלנו בעבר?"
      hint="לקוחות חוזרים נהנים לעיתים מתנאים מיוחדים – הנציג יבדוק זאת עבורכם."
      error={error}
    >
      {(describedBy) => (
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
          {answers.map((answer) => (
            <ChoiceCard
              key={answer.value}
              type="radio"
              value={answer.value}
              aria-describedby={describedBy}
              {...form.register('isPreviousCustomer')}
            >
              <Text as="span" display="block" fontWeight="medium">
                {answer.label}
              </Text>
            </ChoiceCard>
          ))}
        </SimpleGrid>
      )}
    </ChoiceGroup>
  );
}
