import { Box, Flex, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { Clock, type LucideIcon, Mail, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { agency } from '@/content/agency';
import { contactCards } from '@/content/contact';

function InfoCard({
  id,
  icon: Icon,
  title,
  description,
  children,
}: {
  id: string;
  icon: LucideIcon;
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <Flex
      as="li"
      direction="column"
      gap="2"
      p={{ base: '6', md: '7' }}
      bg="bg"
      borderRadius="2xl"
      borderWidth="1px"
      boxShadow="sm"
    >
      <Flex
        boxSize="12"
        align="center"
        justify="center"
        borderRadius="xl"
        bg="brand.50"
        color="brand.700"
        mb="2"
        aria-hidden="true"
      >
        <Icon size={24} />
      </Flex>
      <Heading as="h2" id={id} size="lg" color="brand.900">
        {title}
      </Heading>
      <Text color="fg.muted" fontSize="sm">
        {description}
      </Text>
      <Box mt="auto" pt="2">
        {children}
      </Box>
    </Flex>
  );
}

const linkStyle = {
  color: 'brand.700',
  fontWeight: 'bold',
  fontSize: 'xl',
  textDecoration: 'underline',
  textUnderlineOffset: '4px',
  _hover: { color: 'brand.900' },
} as const;

/** Phone (tel:), e-mail (mailto:) and opening hours, from the agency's details. */
export function ContactInfoCards() {
  return (
    <SimpleGrid
      as="ul"
      columns={{ base: 1, md: 3 }}
      gap={{ base: '4', md: '6' }}
      listStyleType="none"
      p="0"
      m="0"
    >
      <InfoCard
        id="contact-phone"
        icon={Phone}
        title={contactCards.phone.title}
        description={contactCards.phone.description}
      >
        <Box asChild {...linkStyle}>
          <a href={agency.phoneHref} aria-label={`${contactCards.phone.actionLabel}: ${agency.phone}`}>
            <bdi dir="ltr">{agency.phone}</bdi>
          </a>
        </Box>
      </InfoCard>
      <InfoCard
        id="contact-email"
        icon={Mail}
        title={contactCards.email.title}
        description={contactCards.email.description}
      >
        <Box asChild {...linkStyle} fontSize={{ base: 'lg', lg: 'xl' }} wordBreak="break-all">
          <a
            href={`mailto:${agency.email}`}
            aria-label={`${contactCards.email.actionLabel}: ${agency.email}`}
          >
            <bdi dir="ltr">{agency.email}</bdi>
          </a>
        </Box>
      </InfoCard>
      <InfoCard
        id="contact-hours"
        icon={Clock}
        title={contactCards.hours.title}
        description={contactCards.hours.description}
      >
        <Box as="dl" display="grid" gridTemplateColumns="auto 1fr" columnGap="4" rowGap="1" m="0">
          {agency.openingHours.map((row) => (
            <Box key={row.days} display="contents">
              <Box as="dt" fontWeight="semibold">
                {row.days}
              </Box>
              <Box as="dd" m="0" color="fg.muted">
                <bdi dir={row.hours.includes(':') ? 'ltr' : undefined}>{row.hours}</bdi>
              </Box>
            </Box>
          ))}
        </Box>
      </InfoCard>
    </SimpleGrid>
  );
}
