import { Box, Flex, SimpleGrid } from '@chakra-ui/react';
import { PageContainer } from '@/components/layout/page-container';
import { travelStats } from '@/content/travel';
import { revealItem, useReveal } from './reveal';

/** 95% / 50+ / 100K+ on a dark band. */
export function TravelStats() {
  const ref = useReveal<HTMLElement>();
  return (
    <Box
      as="section"
      ref={ref}
      aria-labelledby="travel-stats-title"
      bg="brand.900"
      color="white"
      py={{ base: '12', md: '16' }}
    >
      <PageContainer>
        <Box as="h2" id="travel-stats-title" srOnly>
          הנתונים שלנו
        </Box>
        <SimpleGrid as="dl" columns={{ base: 1, sm: 3 }} gap={{ base: '8', md: '6' }} m="0">
          {travelStats.map((stat, index) => (
            <Flex
              key={stat.label}
              direction="column-reverse"
              align="center"
              textAlign="center"
              css={revealItem(index, 'scale', 0.8)}
            >
              <Box as="dt" mt="1" fontSize={{ base: 'md', md: 'lg' }} color="brand.100">
                {stat.label}
              </Box>
              <Box
                as="dd"
                m="0"
                fontSize={{ base: '5xl', md: '6xl' }}
                fontWeight="extrabold"
                lineHeight="1"
                color="white"
              >
                <bdi dir="ltr">{stat.value}</bdi>
              </Box>
            </Flex>
          ))}
        </SimpleGrid>
      </PageContainer>
    </Box>
  );
}
