import { Box, Button, chakra, Flex, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { ExternalLink, Trash2, UserPlus } from 'lucide-react';
import { type UseFormReturn, useFieldArray } from 'react-hook-form';
import { FormDateField } from '@/components/ui/date-field';
import { EMAIL_HINT } from '@/components/ui/field-hints';
import { EmailField, FormField } from '@/components/ui/form-field';
import { addDays, israelToday } from '@/shared/israel-time';
import { genders, MAX_TRAVELERS } from '@/shared/travel-core';
import { CheckboxLine, ChoiceCard, ChoiceGroup } from './choices';
import { field, shownError } from './field-errors';
import { emptyTraveler, type TravelFormValues } from './form-values';

const travelerTitleId = (key: string) => `traveler-${key}-title`;

/** Step 4: 1–10 travelers (add, remove, not below one) and the terms of use. */
export function StepTravelers({ form }: { form: UseFormReturn<TravelFormValues> }) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'travelers' });
  const today = israelToday();

  const removeTraveler = (index: number) => {
    // the address row of that traveler goes with them
    const addresses = form.getValues('addresses');
    if (index < addresses.length) {
      form.setValue(
        'addresses',
        addresses.filter((_, i) => i !== index),
      );
    }
    const focusKey = fields[index - 1]?.id ?? fields[index + 1]?.id;
    remove(index);
    requestAnimationFrame(() => {
      if (focusKey) document.getElementById(travelerTitleId(focusKey))?.focus();
    });
  };

  const termsError = shownError(form, 'termsAccepted');
  return (
    <Flex direction="column" gap="5">
      {fields.map((item, index) => {
        const at = (name: keyof TravelFormValues['travelers'][number]) =>
          `travelers.${index}.${name}` as const;
        const first = index === 0;
        return (
          <Box
            as="section"
            key={item.id}
            aria-labelledby={travelerTitleId(item.id)}
            p={{ base: '4', md: '5' }}
            borderWidth="1px"
            borderRadius="xl"
            bg="bg"
          >
            <Flex align="center" justify="space-between" gap="3" mb="4">
              <Heading
                as="h3"
                size="md"
                color="brand.900"
                id={travelerTitleId(item.id)}
                tabIndex={-1}
                _focus={{ outline: 'none' }}
              >
                נוסע {index + 1}
                {first && (
                  <Text as="span" fontWeight="normal" color="fg.muted" fontSize="sm">
                    {' '}
                    (איש הקשר לבקשה)
                  </Text>
                )}
              </Heading>
              {fields.length > 1 && (
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  color="red.700"
                  onClick={() => removeTraveler(index)}
                >
                  <Trash2 aria-hidden="true" />
                  הסרה
                  <Box as="span" srOnly>
                    {' '}
                    של נוסע {index + 1}
                  </Box>
                </Button>
              )}
            </Flex>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <FormField
                label="שם פרטי"
                autoComplete={first ? 'given-name' : 'off'}
                required
                {...field(form, at('firstName'))}
              />
              <FormField
                label="שם משפחה"
                autoComplete={first ? 'family-name' : 'off'}
                required
                {...field(form, at('lastName'))}
              />
              <EmailField
                helper={EMAIL_HINT}
                autoComplete={first ? 'email' : 'off'}
                required
                {...field(form, at('email'))}
              />
              <FormField
                label="טלפון נייד"
                type="tel"
                dir="ltr"
                inputMode="tel"
                autoComplete={first ? 'tel' : 'off'}
                helper={'למשל 050-1234567 או \u2066+972 50-123-4567\u2069'}
                required
                {...field(form, at('phone'))}
              />
              <FormDateField
                control={form.control}
                name={at('dateOfBirth')}
                label="תאריך לידה"
                required
                min={addDays(today, -120 * 366)}
                max={today}
                autoComplete={first ? 'bday' : 'off'}
                error={shownError(form, at('dateOfBirth'))}
              />
              <ChoiceGroup legend="מגדר" required error={shownError(form, at('gender'))}>
                {(describedBy) => (
                  <SimpleGrid columns={2} gap="3">
                    {genders.map((gender) => (
                      <ChoiceCard
                        key={gender.value}
                        type="radio"
                        value={gender.value}
                        required
                        aria-describedby={describedBy}
                        {...form.register(at('gender'))}
                      >
                        {gender.label}
                      </ChoiceCard>
                    ))}
                  </SimpleGrid>
                )}
              </ChoiceGroup>
            </SimpleGrid>
          </Box>
        );
      })}
      <Box>
        <Button
          type="button"
          variant="outline"
          disabled={fields.length >= MAX_TRAVELERS}
          onClick={() => append(emptyTraveler(), { focusName: `travelers.${fields.length}.firstName` })}
        >
          <UserPlus aria-hidden="true" />
          הוספת נוסע
        </Button>
        <Text fontSize="sm" color="fg.muted" mt="2">
          {fields.length >= MAX_TRAVELERS
            ? `הגעתם למספר הנוסעים המרבי בבקשה אחת (${MAX_TRAVELERS}).`
            : `אפשר לכלול בבקשה עד ${MAX_TRAVELERS} נוסעים.`}
        </Text>
      </Box>
      <Box pt="2" borderTopWidth="1px">
        <CheckboxLine
          aria-invalid={termsError ? true : undefined}
          aria-describedby={termsError ? 'terms-error' : undefined}
          {...form.register('termsAccepted')}
        >
          קראתי את{' '}
          <chakra.a
            href="/terms"
            target="_blank"
            rel="noopener"
            color="brand.fg"
            textDecoration="underline"
            textUnderlineOffset="3px"
            display="inline-flex"
            alignItems="center"
            gap="1"
          >
            תנאי השימוש
            <ExternalLink size={14} aria-hidden="true" />
            <Box as="span" srOnly>
              (נפתח בחלון חדש)
            </Box>
          </chakra.a>{' '}
          ואני מאשר/ת אותם
        </CheckboxLine>
        {termsError && (
          <Text id="terms-error" color="fg.error" fontSize="sm" mt="2">
            {termsError}
          </Text>
        )}
      </Box>
    </Flex>
  );
}
