import { Flex, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { Globe, HeartPulse, type LucideIcon, Plane, Shield, SlidersHorizontal, Users } from 'lucide-react';
import type { TravelCard } from '@/content/travel';
import { revealItem } from './reveal';
import { RevealSection } from './reveal-section';

const icons: Record<string, LucideIcon> = { Shield, Globe, SlidersHorizontal, Plane, HeartPulse, Users };

interface FeatureCardsProps {
  id: string;
  title: string;
  lead?: string;
  items: readonly TravelCard<string>[];
  tone?: 'light' | 'tinted';
}

/** Three icon cards (the benefits, the services), staggered in by 0.2 s each. */
export function FeatureCards({ id, title, lead, items, tone = 'light' }: FeatureCardsProps) {
  return (
    <RevealSection id={id} title={title} lead={lead} bg={tone === 'tinted' ? 'brand.50' : undefined}>
      <SimpleGrid
        as="ul"
        columns={{ base: 1, md: 3 }}
        gap={{ base: '4', md: '6' }}
        listStyleType="none"
        p="0"
        m="0"
      >
        {items.map((item, index) => {
          const Icon = icons[item.icon] ?? Shield;
          return (
            <Flex
              as="li"
              key={item.title}
              direction="column"
              align="center"
              textAlign="center"
              gap="3"
              p={{ base: '6', md: '8' }}
              bg="bg"
              borderRadius="2xl"
              borderWidth="1px"
              boxShadow="sm"
              css={revealItem(index + 1, 'scale')}
            >
              <Flex
                boxSize="16"
                align="center"
                justify="center"
                borderRadius="full"
                bg="brand.50"
                color="brand.700"
                aria-hidden="true"
              >
                <Icon size={30} />
              </Flex>
              <Heading as="h3" size="lg" color="brand.900">
                {item.title}
              </Heading>
              <Text color="fg.muted">{item.description}</Text>
            </Flex>
          );
        })}
      </SimpleGrid>
    </RevealSection>
  );
}
