import { Box, Flex, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { ChevronRight, type LucideIcon, PiggyBank, ShieldAlert, UserRoundCheck } from 'lucide-react';
import { Link } from 'react-router';
import { Section } from '@/components/marketing/section';
import { DirectionalIcon } from '@/components/ui/directional-icon';
import { furtherAreas } from '@/content/home';

// in content order: directors, cyber, education fund
const icons: readonly LucideIcon[] = [UserRoundCheck, ShieldAlert, PiggyBank];

/** Further areas of insurance and savings (directors, cyber, education fund). */
export function FurtherAreas() {
  return (
    <Section
      data-below-fold=""
      id="home-further"
      title="תחומים נוספים"
      lead="פתרונות לעסקים, למנהלים ולחיסכון לטווח ארוך."
    >
      <SimpleGrid
        as="ul"
        columns={{ base: 1, md: 3 }}
        gap={{ base: '4', md: '6' }}
        listStyleType="none"
        p="0"
        m="0"
      >
        {furtherAreas.map((area, index) => {
          const Icon = icons[index] ?? ShieldAlert;
          return (
            <Flex
              as="li"
              key={area.href}
              direction="column"
              gap="3"
              p={{ base: '6', md: '7' }}
              bg="bg.subtle"
              borderRadius="2xl"
              borderTopWidth="4px"
              borderTopColor="accent.teal"
            >
              <Box color="accent.teal" aria-hidden="true">
                <Icon size={28} />
              </Box>
              <Heading as="h3" size="lg" color="brand.900">
                {area.title}
              </Heading>
              <Text color="fg.muted" flex="1">
                {area.description}
              </Text>
              <Flex
                asChild
                align="center"
                gap="1"
                color="brand.700"
                fontWeight="semibold"
                alignSelf="start"
                _hover={{ textDecoration: 'underline' }}
              >
                <Link to={area.href} aria-label={`למידע נוסף על ${area.title}`}>
                  למידע נוסף
                  <DirectionalIcon icon={ChevronRight} />
                </Link>
              </Flex>
            </Flex>
          );
        })}
      </SimpleGrid>
    </Section>
  );
}
