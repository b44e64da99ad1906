import { Box, Flex, Text } from '@chakra-ui/react';
import { Info } from 'lucide-react';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { formatMoney } from '@/shared/money';
import { BASE_PRICE_PER_DAY_USD, coverageOptions, estimatePriceUsd, tripDays } from '@/shared/travel-core';
import { ChoiceCard, ChoiceGroup } from './choices';
import { shownError } from './field-errors';
import type { TravelFormValues } from './form-values';
import { daysText } from './format';

/** A dollar amount inside Hebrew text, isolated so that a neighbouring number or '×' stays apart. */
export const Usd = ({ amount }: { amount: number }) => <bdi>{formatMoney(amount)}</bdi>;

/** The indicative estimate of step 6 (and the summary): never a quote. */
export function PriceEstimate({
  values,
}: {
  values: Pick<TravelFormValues, 'departureDate' | 'returnDate' | 'travelers' | 'coverageOptions'>;
}) {
  const days = Math.max(1, tripDays(values.departureDate, values.returnDate));
  const travelers = values.travelers.length;
  const perDay =
    BASE_PRICE_PER_DAY_USD +
    coverageOptions
      .filter((c) => values.coverageOptions.includes(c.id))
      .reduce((sum, c) => sum + c.pricePerDay, 0);
  return (
    <Box p="4" bg="brand.50" borderRadius="xl" borderWidth="1px" borderColor="brand.100" aria-live="polite">
      <Text fontSize="sm" color="fg.muted">
        הערכת מחיר ראשונית
      </Text>
      <Text fontSize="2xl" fontWeight="bold" color="brand.900">
        <Usd amount={estimatePriceUsd(days, travelers, values.coverageOptions)} />
      </Text>
      <Text fontSize="sm" color="fg.muted">
        {daysText(days)} × {travelers === 1 ? 'נוסע אחד' : `${travelers} נוסעים`} × <Usd amount={perDay} />{' '}
        ליום (בסיס <Usd amount={BASE_PRICE_PER_DAY_USD} /> והכיסויים שבחרתם)
      </Text>
      <Flex gap="2" align="flex-start" mt="3" fontSize="sm" fontWeight="medium" color="brand.800">
        <Info size={16} aria-hidden="true" style={{ flexShrink: 0, marginTop: 3 }} />
        <Text>הערכה בלבד – המחיר הסופי ייקבע בהצעה מהסוכן, לפי גיל הנוסעים, מצבם הרפואי ותנאי הפוליסה.</Text>
      </Flex>
    </Box>
  );
}

/** Step 6: extra coverages with their daily price, and the running estimate. */
export function StepCoverages({ form }: { form: UseFormReturn<TravelFormValues> }) {
  const [chosen, departureDate, returnDate, travelers] = useWatch({
    control: form.control,
    name: ['coverageOptions', 'departureDate', 'returnDate', 'travelers'],
  });
  const toggle = (id: string) =>
    form.setValue('coverageOptions', chosen.includes(id) ? chosen.filter((c) => c !== id) : [...chosen, id], {
      shouldDirty: true,
      shouldTouch: true,
      shouldValidate: true,
    });
  return (
    <Flex direction="column" gap="5">
      <ChoiceGroup
        legend="בחרו הרחבות לפוליסה"
        hint="הביטוח הבסיסי כולל הוצאות רפואיות בחו״ל. ההרחבות הן לפי בחירתכם, והמחיר הוא לנוסע ליום."
        error={shownError(form, 'coverageOptions')}
      >
        {(describedBy) => (
          <Flex direction="column" gap="3">
            {coverageOptions.map((option) => (
              <ChoiceCard
                key={option.id}
                type="checkbox"
                name="coverage"
                value={option.id}
                checked={chosen.includes(option.id)}
                onChange={() => toggle(option.id)}
                aria-describedby={describedBy}
                aside={
                  <Text as="span" display="block" fontSize="sm" color="fg.muted" whiteSpace="nowrap">
                    <Usd amount={option.pricePerDay} /> ליום
                  </Text>
                }
              >
                <Text as="span" display="block" fontWeight="medium">
                  {option.name}
                </Text>
              </ChoiceCard>
            ))}
          </Flex>
        )}
      </ChoiceGroup>
      <PriceEstimate values={{ departureDate, returnDate, travelers, coverageOptions: chosen }} />
    </Flex>
  );
}
