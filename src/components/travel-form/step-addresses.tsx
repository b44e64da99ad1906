import { Box, Flex, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { ShieldCheck } from 'lucide-react';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { field, shownError } from './field-errors';
import type { TravelFormValues } from './form-values';
import { travelerLabel } from './format';

/** Step 7: for each traveler (the rows are padded to their count), ID, address and optional passport. */
export function StepAddresses({ form }: { form: UseFormReturn<TravelFormValues> }) {
  const travelers = useWatch({ control: form.control, name: 'travelers' });
  const addressesError = shownError(form, 'addresses');
  return (
    <Flex direction="column" gap="5">
      {travelers.map((traveler, index) => {
        const at = (name: 'idNumber' | 'city' | 'street' | 'houseNumber' | 'passportNumber') =>
          `addresses.${index}.${name}` as const;
        const titleId = `address-${index}-title`;
        return (
          <Box
            // the rows follow the travelers' order, which cannot change on this step
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={index}
            as="section"
            aria-labelledby={titleId}
            p={{ base: '4', md: '5' }}
            borderWidth="1px"
            borderRadius="xl"
          >
            <Heading as="h3" size="md" color="brand.900" mb="4" id={titleId}>
              {travelerLabel(traveler, index)}
            </Heading>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <FormField
                label="מספר תעודת זהות"
                dir="ltr"
                inputMode="numeric"
                autoComplete="off"
                spellCheck={false}
                maxLength={11}
                helper="9 ספרות, כולל ספרת הביקורת"
                required
                {...field(form, at('idNumber'))}
              />
              <FormField
                label="מספר דרכון (לא חובה)"
                dir="ltr"
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                maxLength={20}
                {...field(form, at('passportNumber'))}
              />
              <FormField
                label="עיר"
                autoComplete={index === 0 ? 'address-level2' : 'off'}
                required
                {...field(form, at('city'))}
              />
              <SimpleGrid columns={3} gap="3">
                <Box gridColumn="span 2">
                  <FormField
                    label="רחוב"
                    autoComplete={index === 0 ? 'address-line1' : 'off'}
                    required
                    {...field(form, at('street'))}
                  />
                </Box>
                <FormField
                  label="מספר בית"
                  inputMode="numeric"
                  autoComplete="off"
                  required
                  {...field(form, at('houseNumber'))}
                />
              </SimpleGrid>
            </SimpleGrid>
          </Box>
        );
      })}
      {addressesError && (
        <Text color="fg.error" fontSize="sm">
          {addressesError}
        </Text>
      )}
      <Flex gap="2" align="flex-start" color="fg.muted" fontSize="sm">
        <ShieldCheck size={18} aria-hidden="true" style={{ flexShrink: 0, marginTop: 2 }} />
        <Text>מספרי הזהות והדרכון נשלחים לסוכנות בלבד, ואינם נשמרים בדפדפן.</Text>
      </Flex>
    </Flex>
  );
}
