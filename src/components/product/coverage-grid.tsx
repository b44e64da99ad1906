import { ShieldCheck, TrendingUp } from 'lucide-react';
import { CardGrid } from '@/components/marketing/card-grid';
import { FeatureCard } from '@/components/marketing/feature-card';
import type { ProductSection } from '@/content/products';

/** The product's coverage (or, for investments, how it works) as a grid of cards. */
export function CoverageGrid({
  items,
  investment,
}: {
  items: readonly ProductSection[];
  investment: boolean;
}) {
  const icon = investment ? TrendingUp : ShieldCheck;
  return (
    <CardGrid columns={{ base: 1, md: 2, lg: 3 }} gap={{ base: '4', md: '5' }}>
      {items.map((item) => (
        <FeatureCard
          key={item.title}
          icon={icon}
          title={item.title}
          text={item.description}
          // the product page's own scale: smaller radius and badge, headings in the text colour
          badge={{ shape: 'circle', boxSize: '11', iconSize: 22, mb: '2' }}
          heading={{ color: 'fg' }}
          gap="2"
          p="6"
          borderRadius="xl"
          boxShadow="xs"
        />
      ))}
    </CardGrid>
  );
}
