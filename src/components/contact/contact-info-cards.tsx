import { Box, Flex, Heading, Text } from '@chakra-ui/react';
import { Clock, type LucideIcon, Mail, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { CardGrid } from '@/components/marketing/card-grid';
import { cardSurface } from '@/components/marketing/card-surface';
import { IconBadge } from '@/components/ui/icon-badge';
import { agency } from '@/content/agency';
import { contactCards } from '@/content/contact';

function InfoCard({
  id,
  icon,
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
    <Flex as="li" direction="column" gap="2" p={{ base: '6', md: '7' }} {...cardSurface}>
      <IconBadge icon={icon} mb="2" />
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
    <CardGrid>
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
    </CardGrid>
  );
}
