import { Box, Flex, IconButton, SimpleGrid, Text } from '@chakra-ui/react';
import { Globe, Search, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { countryName, destinationOf } from '@/shared/destinations';
import { MAX_DESTINATIONS } from '@/shared/travel-core';
import { ChoiceCard, ChoiceGroup } from './choices';
import { ISRAEL_NOTE, namesIsrael, POPULAR_DESTINATIONS, searchDestinations } from './destination-search';
import { shownError } from './field-errors';
import type { TravelFormValues } from './form-values';

/** The flag of a destination: a local SVG (public/images/flags, from country-flag-icons, MIT); a globe for the world. */
export function Flag({ code, size = 'md' }: { code: string; size?: 'sm' | 'md' }) {
  const width = size === 'sm' ? 21 : 36;
  const height = (width * 2) / 3;
  const flag = destinationOf(code)?.flag;
  return (
    <Flex
      as="span"
      asChild={Boolean(flag)}
      flexShrink={0}
      w={`${width}px`}
      h={`${height}px`}
      borderRadius="sm"
      boxShadow="0 0 0 1px rgba(0, 0, 0, 0.12)"
      align="center"
      justify="center"
      bg="brand.50"
      color="brand.700"
      aria-hidden="true"
    >
      {flag ? (
        <img src={`/images/flags/${flag}.svg`} alt="" width={width} height={height} loading="lazy" />
      ) : (
        <Globe size={height - 4} />
      )}
    </Flex>
  );
}

export const DESTINATIONS_GROUP_ID = 'travel-destinations';

interface StepDestinationsProps {
  form: UseFormReturn<TravelFormValues>;
}

/** Step 1: search, country cards that toggle, chips of the chosen ones with a remove button; at most 5. */
export function StepDestinations({ form }: StepDestinationsProps) {
  const chosen = useWatch({ control: form.control, name: 'destinations' });
  const [query, setQuery] = useState('');
  const [capNotice, setCapNotice] = useState(false);
  const searching = query.trim() !== '';
  // before anything is typed: the usual destinations, and those already chosen
  const shown = searching
    ? searchDestinations(query)
    : [...new Set([...POPULAR_DESTINATIONS, ...chosen])].flatMap((code) => destinationOf(code) ?? []);
  const error = shownError(form, 'destinations');
  // a removed chip's button disappears: focus goes to the next chip's, or to the search box
  const chipButtons = useRef(new Map<string, HTMLButtonElement>());
  const focusAfterRemove = useRef<string | null>(null);
  const search = useRef<HTMLInputElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once the chips have changed
  useEffect(() => {
    const target = focusAfterRemove.current;
    if (target === null) return;
    focusAfterRemove.current = null;
    (chipButtons.current.get(target) ?? search.current)?.focus();
  }, [chosen]);
  const removeChip = (code: string) => {
    const index = chosen.indexOf(code);
    focusAfterRemove.current = chosen[index + 1] ?? chosen[index - 1] ?? '';
    toggle(code);
  };

  const set = (next: string[]) => {
    form.setValue('destinations', next, { shouldDirty: true, shouldTouch: true, shouldValidate: true });
  };
  const toggle = (code: string) => {
    if (chosen.includes(code)) {
      setCapNotice(false);
      set(chosen.filter((c) => c !== code));
    } else if (chosen.length >= MAX_DESTINATIONS) {
      setCapNotice(true);
    } else {
      set([...chosen, code]);
    }
  };

  return (
    <Flex direction="column" gap="5">
      <FormField
        ref={search}
        label="חיפוש יעד"
        type="search"
        placeholder="למשל: ספרד"
        autoComplete="off"
        helper={`כל מדינות העולם, אירופה או כל העולם – עד ${MAX_DESTINATIONS} יעדים. הקלידו שם של מדינה או עיר.`}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        addon={
          <Box color="fg.muted" px="2" aria-hidden="true">
            <Search size={18} />
          </Box>
        }
      />
      <Text fontSize="sm" fontWeight="medium" color="fg.muted" mb="-2" aria-live="polite">
        {searching
          ? shown.length > 0 && `נמצאו ${shown.length === 1 ? 'יעד אחד' : `${shown.length} יעדים`}`
          : 'יעדים מבוקשים'}
      </Text>
      <ChoiceGroup legend="יעדים" hideLegend error={error} id={DESTINATIONS_GROUP_ID}>
        {(describedBy) =>
          shown.length > 0 ? (
            <SimpleGrid
              as="ul"
              aria-label={searching ? 'תוצאות החיפוש' : 'יעדים מבוקשים'}
              columns={{ base: 2, md: 3 }}
              gap={{ base: '2', sm: '3' }}
              listStyleType="none"
              p="0"
              m="0"
            >
              {shown.map((country) => (
                <li key={country.code}>
                  <ChoiceCard
                    type="checkbox"
                    name="destination"
                    value={country.code}
                    checked={chosen.includes(country.code)}
                    onChange={() => toggle(country.code)}
                    aria-describedby={describedBy}
                  >
                    <Flex as="span" align="center" gap={{ base: '2', sm: '3' }}>
                      <Flag code={country.code} />
                      <Text as="span" display="block" fontWeight="medium" lineHeight="short">
                        {country.name}
                      </Text>
                    </Flex>
                  </ChoiceCard>
                </li>
              ))}
            </SimpleGrid>
          ) : (
            <Text color="fg.muted" py="4" role="status">
              {namesIsrael(query)
                ? ISRAEL_NOTE
                : "לא מצאנו יעד בשם הזה. נסו לכתוב את שם המדינה אחרת או את שם העיר, או בחרו 'אירופה' או 'כל העולם'."}
            </Text>
          )
        }
      </ChoiceGroup>
      <Box aria-live="polite">
        {capNotice && (
          <Text color="orange.700" bg="orange.50" borderRadius="md" px="3" py="2" fontSize="sm">
            אפשר לבחור עד {MAX_DESTINATIONS} יעדים בבקשה אחת. כדי להוסיף יעד אחר, הסירו קודם את אחד היעדים
            שבחרתם.
          </Text>
        )}
      </Box>
      <Box>
        <Text fontWeight="medium" mb="2" id="chosen-destinations">
          היעדים שבחרתם ({chosen.length} מתוך {MAX_DESTINATIONS})
        </Text>
        {chosen.length === 0 ? (
          <Text color="fg.muted" fontSize="sm">
            עדיין לא בחרתם יעד.
          </Text>
        ) : (
          <Flex
            as="ul"
            aria-labelledby="chosen-destinations"
            wrap="wrap"
            gap="2"
            listStyleType="none"
            p="0"
            m="0"
          >
            {chosen.map((code) => (
              <Flex
                as="li"
                key={code}
                align="center"
                gap="2"
                ps="3"
                pe="1"
                py="1"
                bg="brand.50"
                borderWidth="1px"
                borderColor="brand.200"
                borderRadius="full"
              >
                <Flag code={code} size="sm" />
                <Text fontSize="sm" fontWeight="medium">
                  {countryName(code)}
                </Text>
                <IconButton
                  type="button"
                  variant="ghost"
                  size="xs"
                  borderRadius="full"
                  aria-label={`הסרת ${countryName(code)}`}
                  ref={(element) => {
                    if (element) chipButtons.current.set(code, element);
                    else chipButtons.current.delete(code);
                  }}
                  onClick={() => removeChip(code)}
                >
                  <X aria-hidden="true" />
                </IconButton>
              </Flex>
            ))}
          </Flex>
        )}
      </Box>
    </Flex>
  );
}
