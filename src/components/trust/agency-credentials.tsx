import { Box, Flex, SimpleGrid, Text } from '@chakra-ui/react';
import { BadgeCheck, Building2, type LucideIcon, UsersRound } from 'lucide-react';
import { cardSurface } from '@/components/marketing/card-surface';
import { Section } from '@/components/marketing/section';
import { agency } from '@/content/agency';

const facts: readonly { icon: LucideIcon; label: string; value: string }[] = [
  { icon: BadgeCheck, label: 'רישיון סוכן ביטוח', value: agency.licenceNumber },
  { icon: Building2, label: 'ח.פ.', value: agency.companyNumber },
  { icon: UsersRound, label: 'לקוחות', value: agency.customers.figure },
];

const insurerList = agency.insurers.join(', ');

/** /about: the licence, the company number, the customer count and the insurers the agency works with. */
export function AgencyCredentials() {
  return (
    <Section
      id="about-credentials"
      title="רישוי וחברות ביטוח"
      lead={`${agency.legalName} היא סוכנות ביטוח בעלת רישיון, בפיקוח ${agency.regulator}.`}
      bg="bg.subtle"
    >
      <SimpleGrid as="dl" columns={{ base: 1, md: 3 }} gap={{ base: '4', md: '6' }} m="0">
        {facts.map(({ icon: Icon, label, value }) => (
          <Flex
            key={label}
            direction="column-reverse"
            align="center"
            gap="1"
            p={{ base: '4', md: '6' }}
            {...cardSurface}
            textAlign="center"
          >
            <Box as="dt" color="fg.muted" fontWeight="medium">
              {label}
            </Box>
            {/* the icon inside the <dd>: a group of a <dl> holds only <dt> and <dd> */}
            <Box as="dd" m="0" fontSize="2xl" fontWeight="bold" color="brand.900">
              <Flex as="span" justify="center" color="brand.700" mb="1" aria-hidden="true">
                <Icon size={28} />
              </Flex>
              <bdi dir="ltr">{value}</bdi>
            </Box>
          </Flex>
        ))}
      </SimpleGrid>
      <Box as="section" aria-labelledby="about-insurers" mt={{ base: '8', md: '10' }} textAlign="center">
        <Text as="h3" id="about-insurers" fontSize="lg" fontWeight="bold" color="brand.900">
          חברות הביטוח שאנחנו עובדים איתן
        </Text>
        <Flex as="ul" listStyleType="none" m="0" mt="4" p="0" gap="3" wrap="wrap" justify="center">
          {agency.insurers.map((insurer) => (
            <Box
              as="li"
              key={insurer}
              px="4"
              py="2"
              bg="bg"
              borderWidth="1px"
              borderRadius="full"
              fontWeight="semibold"
              color="brand.800"
            >
              {insurer}
            </Box>
          ))}
        </Flex>
      </Box>
    </Section>
  );
}

/** The footer's line of registration details, as Israeli insurance sites show them. */
export function FooterCredentials() {
  return (
    <Box as="p" m="0" display="flex" flexWrap="wrap" columnGap="4" rowGap="1">
      <span>
        רישיון סוכן ביטוח מס׳ <bdi dir="ltr">{agency.licenceNumber}</bdi>
      </span>
      <span>
        ח.פ. <bdi dir="ltr">{agency.companyNumber}</bdi>
      </span>
      <span>בפיקוח {agency.regulator}</span>
      <span>עובדים עם חברות הביטוח: {insurerList}</span>
    </Box>
  );
}
