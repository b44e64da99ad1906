import { Box, Flex, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { ShieldCheck, TrendingUp } from 'lucide-react';
import type { ProductSection } from '@/content/products/types';

/** The product's coverage (or, for investments, how it works) as a grid of cards. */
export function CoverageGrid({
  items,
  investment,
}: {
  items: readonly ProductSection[];
  investment: boolean;
}) {
  const Icon = investment ? TrendingUp : ShieldCheck;
  return (
    <SimpleGrid
      as="ul"
      columns={{ base: 1, md: 2, lg: 3 }}
      gap={{ base: '4', md: '5' }}
      listStyleType="none"
      m="0"
      p="0"
    >
      {items.map((item) => (
        <Box as="li" key={item.title} bg="bg" borderWidth="1px" borderRadius="xl" p="6" shadow="xs">
          <Flex
            boxSize="11"
            align="center"
            justify="center"
            borderRadius="full"
            bg="brand.subtle"
            color="brand.fg"
            aria-hidden="true"
          >
            <Icon size={22} />
          </Flex>
          <Heading as="h3" size="lg" mt="4">
            {item.title}
          </Heading>
          <Text mt="2" color="fg.muted">
            {item.description}
          </Text>
        </Box>
      ))}
    </SimpleGrid>
  );
}
