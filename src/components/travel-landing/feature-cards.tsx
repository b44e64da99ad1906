import { Globe, HeartPulse, type LucideIcon, Plane, Shield, SlidersHorizontal, Users } from 'lucide-react';
import { CardGrid } from '@/components/marketing/card-grid';
import { FeatureCard } from '@/components/marketing/feature-card';
import { revealItem } from '@/components/marketing/reveal';
import { Section } from '@/components/marketing/section';
import type { TravelCard } from '@/content/travel';

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
    <Section reveal id={id} title={title} lead={lead} bg={tone === 'tinted' ? 'brand.50' : undefined}>
      <CardGrid>
        {items.map((item, index) => (
          <FeatureCard
            key={item.title}
            icon={icons[item.icon] ?? Shield}
            title={item.title}
            text={item.description}
            badge={{ shape: 'circle', boxSize: '16', iconSize: 30 }}
            align="center"
            textAlign="center"
            p={{ base: '6', md: '8' }}
            css={revealItem(index + 1, 'scale')}
          />
        ))}
      </CardGrid>
    </Section>
  );
}
