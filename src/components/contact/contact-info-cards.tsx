import { Box, type BoxProps, Flex, Heading, Text } from '@chakra-ui/react';
import { Clock, type LucideIcon, Mail, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { CardGrid } from '@/components/marketing/card-grid';
import { cardSurface } from '@/components/marketing/card-surface';
import { IconBadge } from '@/components/ui/icon-badge';
import { agency } from '@/content/agency';
import { contactCards } from '@/content/contact';

/** One card: its icon, its title (which names it) and description from the page's content, then `children`. */
function InfoCard({
  kind,
  icon,
  children,
}: {
  kind: keyof typeof contactCards;
  icon: LucideIcon;
  children: ReactNode;
}) {
  const { title, description } = contactCards[kind];
  return (
    <Flex as="li" direction="column" gap="2" p={{ base: '6', md: '7' }} {...cardSurface}>
      <IconBadge icon={icon} mb="2" />
      <Heading as="h2" id={`contact-${kind}`} size="lg" color="brand.900">
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

/** A card's link: the phone or address left to right, named with what it does ('התקשרו אלינו: 03-…'). */
function CardLink({
  href,
  action,
  value,
  ...style
}: BoxProps & { href: string; action: string | undefined; value: string }) {
  return (
    <Box
      asChild
      color="brand.700"
      fontWeight="bold"
      fontSize="xl"
      textDecoration="underline"
      textUnderlineOffset="4px"
      _hover={{ color: 'brand.900' }}
      {...style}
    >
      <a href={href} aria-label={`${action}: ${value}`}>
        <bdi dir="ltr">{value}</bdi>
      </a>
    </Box>
  );
}

/** Phone (tel:), e-mail (mailto:) and opening hours, from the agency's details. */
export function ContactInfoCards() {
  return (
    <CardGrid>
      <InfoCard kind="phone" icon={Phone}>
        <CardLink href={agency.phoneHref} action={contactCards.phone.actionLabel} value={agency.phone} />
      </InfoCard>
      <InfoCard kind="email" icon={Mail}>
        <CardLink
          href={`mailto:${agency.email}`}
          action={contactCards.email.actionLabel}
          value={agency.email}
          fontSize={{ base: 'lg', lg: 'xl' }}
          wordBreak="break-all"
        />
      </InfoCard>
      <InfoCard kind="hours" icon={Clock}>
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
