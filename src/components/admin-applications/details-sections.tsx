/** The parts of the details dialog: every stored field and the whole request, read only. */
import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { DateTime } from '@/components/admin-inbox/admin-table';
import { EmailLink, PhoneLink } from '@/components/admin-ui/cells';
import type { RouterOutputs } from '@/lib/trpc';
import { destinationNames } from '@/shared/destinations';
import { formatMoney } from '@/shared/money';
import { BASE_PRICE_PER_DAY_USD, coverageOptions, genders, healthQuestions } from '@/shared/travel';
import { calendarDate, daysText } from './format';

/** `admin.travel.get`: the application row, the request it came from, and figures derived from both. */
export type ApplicationDetails = RouterOutputs['admin']['travel']['get'];

/** Left-to-right values (ID and passport numbers) kept whole inside the RTL text. */
const Ltr = ({ children }: { children: ReactNode }) => <bdi dir="ltr">{children}</bdi>;

const NotGiven = () => (
  <Text as="span" color="fg.muted">
    לא נמסר
  </Text>
);

/** A titled part of the dialog. */
export function DetailsSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box as="section" aria-label={title}>
      <Heading as="h3" size="md" mb="3">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

/** Label–value pairs in a grid: one column on a phone, two from `sm`. */
export function Fields({ items }: { items: [label: string, value: ReactNode][] }) {
  return (
    <Box
      as="dl"
      display="grid"
      gridTemplateColumns={{ base: '1fr', sm: 'repeat(2, minmax(0, 1fr))' }}
      columnGap="6"
      rowGap="3"
      m="0"
    >
      {items.map(([label, value]) => (
        <div key={label}>
          <Box as="dt" fontSize="sm" color="fg.muted">
            {label}
          </Box>
          <Box as="dd" m="0" fontWeight="medium" overflowWrap="anywhere">
            {value}
          </Box>
        </div>
      ))}
    </Box>
  );
}

/** The application row: what the list is made of, each of its fields. */
export function ApplicantFields({ details }: { details: ApplicationDetails }) {
  return (
    <Fields
      items={[
        ['שם מלא', details.fullName],
        ['תעודת זהות', <Ltr key="id">{details.idNumber}</Ltr>],
        [
          'מספר דרכון',
          details.passportNumber ? <Ltr key="p">{details.passportNumber}</Ltr> : <NotGiven key="p" />,
        ],
        ['דוא״ל', <EmailLink key="e" email={details.email} />],
        ['טלפון', <PhoneLink key="t" phone={details.phone} />],
        ['מספר בקשה', <Ltr key="r">{details.reference}</Ltr>],
        ['תאריך הבקשה', <DateTime key="c" value={details.createdAt} />],
      ]}
    />
  );
}

export function TripFields({ details }: { details: ApplicationDetails }) {
  const { request } = details;
  return (
    <Fields
      items={[
        ['יעדים', destinationNames(request.destinations.length ? request.destinations : details.destination)],
        ['תאריך יציאה', calendarDate(details.startDate)],
        ['תאריך חזרה', calendarDate(details.endDate)],
        ['משך הנסיעה', daysText(details.tripDays)],
        ['לקוח קודם של הסוכנות', request.isPreviousCustomer === 'yes' ? 'כן' : 'לא'],
        ['תנאי השימוש', request.termsAccepted ? 'אושרו' : 'לא אושרו'],
      ]}
    />
  );
}

const genderLabel = (value: string) => genders.find((g) => g.value === value)?.label ?? value;

/** Each traveler with the address details given for them at step 7 (same position in the lists). */
export function Travelers({ request }: { request: ApplicationDetails['request'] }) {
  return (
    <Stack as="ol" gap="3" listStyleType="none" p="0" m="0">
      {request.travelers.map((traveler, index) => {
        const address = request.addresses[index];
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: travelers are numbered by their place in the request
          <Box as="li" key={index} borderWidth="1px" borderRadius="md" p="4">
            <Heading as="h4" size="sm" mb="3">
              נוסע {index + 1}: {traveler.firstName} {traveler.lastName}
            </Heading>
            <Fields
              items={[
                ['דוא״ל', <EmailLink key="e" email={traveler.email} />],
                ['טלפון', <PhoneLink key="t" phone={traveler.phone} />],
                ['תאריך לידה', calendarDate(traveler.dateOfBirth)],
                ['מגדר', genderLabel(traveler.gender)],
                ['תעודת זהות', address ? <Ltr key="id">{address.idNumber}</Ltr> : <NotGiven key="id" />],
                [
                  'מספר דרכון',
                  address?.passportNumber ? (
                    <Ltr key="p">{address.passportNumber}</Ltr>
                  ) : (
                    <NotGiven key="p" />
                  ),
                ],
                ['עיר', address?.city ?? <NotGiven key="c" />],
                [
                  'רחוב ומספר בית',
                  address ? `${address.street} ${address.houseNumber}` : <NotGiven key="s" />,
                ],
              ]}
            />
          </Box>
        );
      })}
    </Stack>
  );
}

/** The five health questions and the answers, plainly: the agency needs them to price the policy. */
export function HealthAnswers({ answers }: { answers: ApplicationDetails['request']['healthQuestions'] }) {
  return (
    <Stack as="ul" gap="2" listStyleType="none" p="0" m="0">
      {healthQuestions.map((question) => {
        const yes = answers[question.id];
        return (
          <Box
            as="li"
            key={question.id}
            display="flex"
            justifyContent="space-between"
            gap="4"
            py="1.5"
            borderBottomWidth="1px"
            _last={{ borderBottomWidth: 0 }}
          >
            <span>{question.label}</span>
            <Box as="span" fontWeight="bold" color={yes ? 'orange.700' : 'fg.muted'} flexShrink={0}>
              {yes ? 'כן' : 'לא'}
            </Box>
          </Box>
        );
      })}
    </Stack>
  );
}

/** The chosen extra coverages with their daily price, and the indicative estimate the form showed. */
export function CoverageAndEstimate({ details }: { details: ApplicationDetails }) {
  const chosen = coverageOptions.filter((c) => details.request.coverageOptions.includes(c.id));
  const perDay = BASE_PRICE_PER_DAY_USD + chosen.reduce((sum, c) => sum + c.pricePerDay, 0);
  const travelers = details.request.travelers.length;
  return (
    <Stack gap="4">
      {chosen.length === 0 ? (
        <Text color="fg.muted">לא נבחרו כיסויים נוספים.</Text>
      ) : (
        <Stack as="ul" gap="2" listStyleType="none" p="0" m="0">
          {chosen.map((coverage) => (
            <Box as="li" key={coverage.id} display="flex" justifyContent="space-between" gap="4">
              <span>{coverage.name}</span>
              <Box as="span" color="fg.muted" whiteSpace="nowrap">
                {formatMoney(coverage.pricePerDay)} ליום
              </Box>
            </Box>
          ))}
        </Stack>
      )}
      <Box bg="bg.subtle" borderRadius="md" p="4">
        <Text fontWeight="bold" fontSize="lg">
          הערכת מחיר: {formatMoney(details.estimateUsd)}
        </Text>
        <Text fontSize="sm" color="fg.muted" mt="1">
          {daysText(Math.max(1, details.tripDays))} × {travelers === 1 ? 'נוסע אחד' : `${travelers} נוסעים`} ×{' '}
          {formatMoney(perDay)} ליום (בסיס {formatMoney(BASE_PRICE_PER_DAY_USD)} וכיסויים נוספים). הערכה בלבד,
          לא הצעת מחיר.
        </Text>
      </Box>
    </Stack>
  );
}
