import { Box, Button, Flex, Heading, Text } from '@chakra-ui/react';
import { AlertTriangle, Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { countryName } from '@/shared/destinations';
import { coverageOptions, genders, healthQuestions, type TravelStep, tripDays } from '@/shared/travel-core';
import { stepTitles, type TravelFormValues } from './form-values';
import { daysText, israeliDate, travelerLabel } from './format';
import { PriceEstimate } from './step-coverages';
import { Flag } from './step-destinations';

function Section({
  step,
  onEdit,
  children,
  warning,
}: {
  step: TravelStep;
  onEdit: (step: TravelStep) => void;
  children: ReactNode;
  warning?: string;
}) {
  return (
    <Box
      as="section"
      aria-labelledby={`summary-${step}`}
      py="4"
      borderBottomWidth="1px"
      _last={{ borderBottomWidth: 0 }}
    >
      <Flex align="center" justify="space-between" gap="3" mb="2">
        <Heading as="h3" size="sm" color="brand.900" id={`summary-${step}`}>
          {stepTitles[step]}
        </Heading>
        <Button
          id={`summary-edit-${step}`}
          type="button"
          variant="ghost"
          size="sm"
          color="brand.fg"
          onClick={() => onEdit(step)}
        >
          <Pencil aria-hidden="true" />
          עריכה
          <Box as="span" srOnly>
            {' '}
            – {stepTitles[step]}
          </Box>
        </Button>
      </Flex>
      {warning && (
        <Flex
          gap="2"
          align="flex-start"
          color="orange.700"
          bg="orange.50"
          borderRadius="md"
          px="3"
          py="2"
          mb="2"
        >
          <AlertTriangle size={18} aria-hidden="true" style={{ flexShrink: 0, marginTop: 3 }} />
          <Text fontSize="sm">{warning}</Text>
        </Flex>
      )}
      <Box fontSize="sm" color="fg">
        {children}
      </Box>
    </Box>
  );
}

/** A traveler's details side by side, wrapping whole items (no separator left at a line's start). */
const Details = ({ children }: { children: ReactNode }) => (
  <Flex wrap="wrap" columnGap="4" rowGap="0.5" color="fg.muted">
    {children}
  </Flex>
);

const Line = ({ label, children }: { label: string; children: ReactNode }) => (
  <Text>
    <Text as="span" color="fg.muted">
      {label}:{' '}
    </Text>
    {children}
  </Text>
);

/** Step 8: everything the visitor entered, each part with a way back to its step. */
export function StepSummary({
  values,
  onEdit,
  healthToConfirm,
}: {
  values: TravelFormValues;
  onEdit: (step: TravelStep) => void;
  /** the health answers were not kept in the browser: they must be answered again before sending */
  healthToConfirm: boolean;
}) {
  const yes = healthQuestions.filter((q) => values.healthQuestions[q.id]);
  const chosen = coverageOptions.filter((c) => values.coverageOptions.includes(c.id));
  const gender = (value: string) => genders.find((g) => g.value === value)?.label ?? '';
  return (
    <Flex direction="column">
      <Text color="fg.muted" mb="2">
        תודה! בדקו שהפרטים נכונים ושלחו את הבקשה. נציג שלנו יחזור אליכם עם הצעה מסודרת.
      </Text>
      <Section step={1} onEdit={onEdit}>
        <Flex as="ul" wrap="wrap" gap="3" listStyleType="none" p="0" m="0">
          {values.destinations.map((code) => (
            <Flex as="li" key={code} align="center" gap="2">
              <Flag code={code} size="sm" />
              {countryName(code)}
            </Flex>
          ))}
        </Flex>
      </Section>
      <Section step={2} onEdit={onEdit}>
        <Line label="יציאה">{israeliDate(values.departureDate)}</Line>
        <Line label="חזרה">{israeliDate(values.returnDate)}</Line>
        <Line label="משך הנסיעה">{daysText(tripDays(values.departureDate, values.returnDate))}</Line>
      </Section>
      <Section step={3} onEdit={onEdit}>
        {values.isPreviousCustomer === 'yes' ? 'כן, ביטחתי אצלכם בעבר' : 'לא, זו הפעם הראשונה'}
      </Section>
      <Section step={4} onEdit={onEdit}>
        <Flex as="ul" direction="column" gap="2" listStyleType="none" p="0" m="0">
          {values.travelers.map((t, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a read-only list in the travelers' order
            <li key={index}>
              <Text fontWeight="medium">{travelerLabel(t, index)}</Text>
              <Details>
                <bdi dir="ltr">{t.email}</bdi>
                <bdi dir="ltr">{t.phone}</bdi>
                <span>נולד/ה ב־{israeliDate(t.dateOfBirth)}</span>
                <span>{gender(t.gender)}</span>
              </Details>
            </li>
          ))}
        </Flex>
        <Text mt="2">אישרתם את תנאי השימוש.</Text>
      </Section>
      <Section
        step={5}
        onEdit={onEdit}
        warning={
          healthToConfirm
            ? 'מטעמי פרטיות התשובות להצהרת הבריאות לא נשמרו בדפדפן – יש לענות עליהן שוב לפני השליחה.'
            : undefined
        }
      >
        {healthToConfirm ? (
          <Text color="fg.muted">עוד לא עניתם עליהן מחדש.</Text>
        ) : yes.length === 0 ? (
          'אף אחד מהמשפטים אינו נכון לגבי הנוסעים.'
        ) : (
          <Box as="ul" ps="5" m="0">
            {yes.map((q) => (
              <li key={q.id}>{q.label}</li>
            ))}
          </Box>
        )}
      </Section>
      <Section step={6} onEdit={onEdit}>
        <Text mb="3">{chosen.length === 0 ? 'ללא הרחבות' : chosen.map((c) => c.name).join(', ')}</Text>
        <PriceEstimate values={values} />
      </Section>
      <Section step={7} onEdit={onEdit}>
        <Flex as="ul" direction="column" gap="2" listStyleType="none" p="0" m="0">
          {values.addresses.map((a, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a read-only list in the travelers' order
            <li key={index}>
              <Text fontWeight="medium">{travelerLabel(values.travelers[index], index)}</Text>
              <Details>
                <span>
                  ת״ז <bdi dir="ltr">{a.idNumber}</bdi>
                </span>
                {a.passportNumber.trim() && (
                  <span>
                    דרכון <bdi dir="ltr">{a.passportNumber}</bdi>
                  </span>
                )}
                <span>
                  {a.street} {a.houseNumber}, {a.city}
                </span>
              </Details>
            </li>
          ))}
        </Flex>
      </Section>
    </Flex>
  );
}
