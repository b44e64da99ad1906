import { type LucideIcon, PiggyBank, ShieldAlert, UserRoundCheck } from 'lucide-react';
import { CardGrid } from '@/components/marketing/card-grid';
import { FeatureCard, ReadMore } from '@/components/marketing/feature-card';
import { Section } from '@/components/marketing/section';
import type { FurtherArea } from '@/content/home';

// in content order: directors, cyber, education fund
const icons: readonly LucideIcon[] = [UserRoundCheck, ShieldAlert, PiggyBank];

/** Further areas of insurance and savings (directors, cyber, education fund). */
export function FurtherAreas({ areas }: { areas: readonly FurtherArea[] }) {
  return (
    <Section
      data-below-fold=""
      id="home-further"
      title="תחומים נוספים"
      lead="פתרונות לעסקים, למנהלים ולחיסכון לטווח ארוך."
    >
      <CardGrid>
        {areas.map((area, index) => (
          <FeatureCard
            key={area.href}
            icon={icons[index] ?? ShieldAlert}
            title={area.title}
            text={area.description}
            accent="accent.teal"
            bg="bg.subtle"
          >
            <ReadMore to={area.href} label={`לפרטים נוספים על ${area.title}`}>
              לפרטים נוספים
            </ReadMore>
          </FeatureCard>
        ))}
      </CardGrid>
    </Section>
  );
}
