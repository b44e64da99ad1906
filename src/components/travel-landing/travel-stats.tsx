import { Box, SimpleGrid } from '@chakra-ui/react';
import { PageContainer } from '@/components/layout/page-container';
import { revealItem, revealOnScroll } from '@/components/marketing/reveal';
import { Stat } from '@/components/marketing/stat';
import type { TravelStat } from '@/content/travel';

/** 95% / 50+ / 100K+ on a dark band. */
export function TravelStats({ stats }: { stats: readonly TravelStat[] }) {
  return (
    <Box
      as="section"
      ref={revealOnScroll}
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
          {stats.map((stat, index) => (
            <Stat
              key={stat.label}
              value={stat.value}
              label={stat.label}
              css={revealItem(index, 'scale', 0.8)}
              labelProps={{ fontSize: { base: 'md', md: 'lg' }, color: 'brand.100' }}
              valueProps={{ fontSize: { base: '5xl', md: '6xl' }, lineHeight: '1', color: 'white' }}
            />
          ))}
        </SimpleGrid>
      </PageContainer>
    </Box>
  );
}
