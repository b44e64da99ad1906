import { Flex, Text } from '@chakra-ui/react';
import { ShieldCheck } from 'lucide-react';
import type { UseFormReturn } from 'react-hook-form';
import { healthQuestions } from '@/shared/travel-core';
import { ChoiceCard, ChoiceGroup } from './choices';
import type { TravelFormValues } from './form-values';

/** Step 5: the five health questions, each a checkbox (checked = yes). */
export function StepHealth({ form }: { form: UseFormReturn<TravelFormValues> }) {
  return (
    <Flex direction="column" gap="5">
      <ChoiceGroup
        legend="סמנו כל משפט שנכון לגבי אחד הנוסעים או יותר"
        hint="אם אף משפט אינו נכון, אפשר להמשיך בלי לסמן. התשובות עוזרות לנציג להתאים לכם את הכיסוי הרפואי."
      >
        {(describedBy) => (
          <Flex direction="column" gap="3">
            {healthQuestions.map((question) => (
              <ChoiceCard
                key={question.id}
                type="checkbox"
                aria-describedby={describedBy}
                {...form.register(`healthQuestions.${question.id}`)}
              >
                {question.label}
              </ChoiceCard>
            ))}
          </Flex>
        )}
      </ChoiceGroup>
      <Flex gap="2" align="flex-start" color="fg.muted" fontSize="sm">
        <ShieldCheck size={18} aria-hidden="true" style={{ flexShrink: 0, marginTop: 2 }} />
        <Text>התשובות נשלחות לסוכנות בלבד, ואינן נשמרות בדפדפן.</Text>
      </Flex>
    </Flex>
  );
}
