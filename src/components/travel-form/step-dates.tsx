import { Box, Flex, SimpleGrid, Text } from '@chakra-ui/react';
import { CalendarDays } from 'lucide-react';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { FormDateField } from '@/components/ui/date-field';
import { addDays, israelToday } from '@/shared/israel-time';
import { isCalendarDate, MAX_DAYS_AHEAD, tripDays } from '@/shared/travel-core';
import { shownError } from './field-errors';
import type { TravelFormValues } from './form-values';
import { daysText } from './format';

/** Step 2: departure and return; the trip's length in days, live (never negative). */
export function StepDates({ form }: { form: UseFormReturn<TravelFormValues> }) {
  const [departure, ret] = useWatch({ control: form.control, name: ['departureDate', 'returnDate'] });
  // rendered in the browser only (steps after the first never reach the server's HTML)
  const today = israelToday();
  const bothValid = isCalendarDate(departure) && isCalendarDate(ret) && ret >= departure;
  return (
    <Flex direction="column" gap="6">
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <FormDateField
          control={form.control}
          name="departureDate"
          deps={['returnDate']}
          label="תאריך יציאה"
          required
          min={today}
          max={addDays(today, MAX_DAYS_AHEAD)}
          error={shownError(form, 'departureDate')}
        />
        <FormDateField
          control={form.control}
          name="returnDate"
          label="תאריך חזרה"
          required
          min={isCalendarDate(departure) ? departure : today}
          error={shownError(form, 'returnDate')}
        />
      </SimpleGrid>
      <Flex
        align="center"
        gap="3"
        p="4"
        bg="brand.50"
        borderRadius="xl"
        borderWidth="1px"
        borderColor="brand.100"
      >
        <Box color="brand.700" aria-hidden="true">
          <CalendarDays size={24} />
        </Box>
        <Box aria-live="polite">
          <Text fontSize="sm" color="fg.muted">
            משך הנסיעה
          </Text>
          <Text fontWeight="bold" fontSize="lg" color="brand.900">
            {bothValid ? daysText(tripDays(departure, ret)) : 'יוצג אחרי בחירת שני התאריכים'}
          </Text>
        </Box>
      </Flex>
    </Flex>
  );
}
