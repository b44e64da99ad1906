import { Flex, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import {
  Briefcase,
  Car,
  ChevronRight,
  HeartPulse,
  House,
  type LucideIcon,
  Plane,
  ShieldCheck,
} from 'lucide-react';
import { Link } from 'react-router';
import { Section } from '@/components/marketing/section';
import { DirectionalIcon } from '@/components/ui/directional-icon';
import { type HomeServiceIcon, homeServices } from '@/content/home';

const icons: Record<HomeServiceIcon, LucideIcon> = { Plane, HeartPulse, Car, Briefcase, House, ShieldCheck };

/** The six service cards of the home page; each card is one link to its page. */
export function ServiceCards() {
  return (
    <Section
      data-below-fold=""
      id="home-services"
      title="השירותים שלנו"
      lead="ביטוח לכל תחום בחיים — מהחופשה הבאה ועד הבית, הבריאות והעסק."
    >
      <SimpleGrid
        as="ul"
        columns={{ base: 1, sm: 2, lg: 3 }}
        gap={{ base: '4', md: '6' }}
        listStyleType="none"
        p="0"
        m="0"
      >
        {homeServices.map((service) => {
          const Icon = icons[service.icon];
          return (
            <li key={service.id}>
              <Flex
                asChild
                direction="column"
                gap="3"
                h="full"
                p={{ base: '6', md: '7' }}
                bg="bg"
                borderRadius="2xl"
                borderWidth="1px"
                boxShadow="xs"
                transition="box-shadow 0.2s, transform 0.2s, border-color 0.2s"
                _hover={{ boxShadow: 'lg', transform: 'translateY(-2px)', borderColor: 'brand.200' }}
                _focusVisible={{
                  outline: '3px solid',
                  outlineColor: 'brand.focusRing',
                  outlineOffset: '2px',
                }}
              >
                <Link
                  to={service.href}
                  aria-labelledby={`service-${service.id}`}
                  aria-describedby={`service-${service.id}-text`}
                >
                  <Flex
                    boxSize="12"
                    align="center"
                    justify="center"
                    borderRadius="xl"
                    bg="brand.50"
                    color="brand.700"
                  >
                    <Icon size={26} aria-hidden="true" />
                  </Flex>
                  <Heading as="h3" id={`service-${service.id}`} size="lg" color="brand.900">
                    {service.title}
                  </Heading>
                  <Text id={`service-${service.id}-text`} color="fg.muted" flex="1">
                    {service.description}
                  </Text>
                  <Flex
                    as="span"
                    align="center"
                    gap="1"
                    color="brand.700"
                    fontWeight="semibold"
                    fontSize="sm"
                    aria-hidden="true"
                  >
                    לפרטים נוספים
                    <DirectionalIcon icon={ChevronRight} />
                  </Flex>
                </Link>
              </Flex>
            </li>
          );
        })}
      </SimpleGrid>
    </Section>
  );
}
