import { Box, Flex, Grid, Stack, Text } from '@chakra-ui/react';
import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { StaticContent } from '@/components/static-content';
import { FooterCredentials } from '@/components/trust/agency-credentials';
import { agency } from '@/content/agency';
import { NewsletterForm } from './newsletter-form';
import { SocialLinks } from './social-links';

const footerLinks = [
  { label: 'אודות', path: '/about' },
  { label: 'בלוג', path: '/blog' },
  { label: 'צרו קשר', path: '/contact' },
  { label: 'ביטוח נסיעות לחו״ל', path: '/travel' },
  { label: 'הצהרת נגישות', path: '/accessibility' },
  { label: 'מדיניות פרטיות', path: '/privacy' },
  { label: 'תנאי שימוש', path: '/terms' },
];

/**
 * The year in Israel, so the server (UTC) and the browser agree on New Year's Eve. Worked out when it
 * renders, not when the module loads: a server running since last year shows this year; and a
 * component of its own, so the browser, which adopts the server's footer while hydrating, creates no
 * Intl object (the first one loads the locale data, a long task on a phone).
 */
function IsraelYear() {
  return new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: 'Asia/Jerusalem' }).format(new Date());
}

function Heading2({ children }: { children: ReactNode }) {
  return (
    <Text as="h2" fontWeight="bold" fontSize="lg" mb="3">
      {children}
    </Text>
  );
}

function Line({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Flex as="li" gap="2" align="center">
      <Box as="span" color="brand.300" flexShrink="0" aria-hidden="true">
        {icon}
      </Box>
      {children}
    </Flex>
  );
}

const linkStyle = { color: 'white', _hover: { textDecoration: 'underline' } } as const;

/** The site footer: contact details, opening hours, links, newsletter, social profiles. */
export function SiteFooter() {
  return (
    <Box
      as="footer"
      data-below-fold=""
      bg="brand.950"
      color="white"
      pt="12"
      pb="6"
      // on phones the contact bar keeps its place at the page's end and parts the page from the footer
      mt={{ base: '0', md: '16' }}
    >
      <Grid
        maxW="7xl"
        mx="auto"
        px={{ base: '4', md: '6' }}
        gap="10"
        templateColumns={{ base: '1fr', md: 'repeat(2, 1fr)', lg: '1.1fr 1fr 0.8fr 1.4fr' }}
      >
        <StaticContent>
          <Box>
            <Heading2>{agency.name}</Heading2>
            <Box as="ul" listStyleType="none" m="0" p="0" display="grid" gap="2" fontSize="sm">
              <Line icon={<Phone size={16} />}>
                <Box asChild {...linkStyle}>
                  <a href={agency.phoneHref} dir="ltr">
                    {agency.phone}
                  </a>
                </Box>
              </Line>
              <Line icon={<Mail size={16} />}>
                <Box asChild {...linkStyle}>
                  <a href={`mailto:${agency.email}`} dir="ltr">
                    {agency.email}
                  </a>
                </Box>
              </Line>
              <Line icon={<MapPin size={16} />}>{agency.address.full}</Line>
            </Box>
            <Box mt="5">
              <SocialLinks />
            </Box>
          </Box>
          <Box>
            <Heading2>
              <Flex as="span" align="center" gap="2">
                <Clock size={18} aria-hidden="true" />
                שעות פעילות
              </Flex>
            </Heading2>
            <Box
              as="dl"
              display="grid"
              gridTemplateColumns="auto 1fr"
              columnGap="4"
              rowGap="1"
              fontSize="sm"
              m="0"
            >
              {agency.openingHours.map((row) => (
                <Box key={row.days} display="contents">
                  <Box as="dt" fontWeight="medium">
                    {row.days}
                  </Box>
                  <Box as="dd" m="0">
                    <bdi dir={row.hours.includes(':') ? 'ltr' : undefined}>{row.hours}</bdi>
                  </Box>
                </Box>
              ))}
            </Box>
          </Box>
          <Box as="nav" aria-label="קישורים בתחתית העמוד">
            <Heading2>מידע נוסף</Heading2>
            <Box as="ul" listStyleType="none" m="0" p="0" display="grid" gap="1.5" fontSize="sm">
              {footerLinks.map((link) => (
                <li key={link.path}>
                  <Box asChild {...linkStyle}>
                    <Link to={link.path}>{link.label}</Link>
                  </Box>
                </li>
              ))}
            </Box>
          </Box>
        </StaticContent>
        <NewsletterForm />
      </Grid>
      <StaticContent>
        <Stack
          maxW="7xl"
          mx="auto"
          px={{ base: '4', md: '6' }}
          mt="10"
          pt="6"
          gap="2"
          borderTopWidth="1px"
          borderColor="whiteAlpha.300"
          fontSize="xs"
          color="whiteAlpha.800"
        >
          <FooterCredentials />
          <Text>
            © <IsraelYear /> {agency.legalName}. כל הזכויות שמורות.
          </Text>
        </Stack>
      </StaticContent>
    </Box>
  );
}
