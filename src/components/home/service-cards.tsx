import { Briefcase, Car, HeartPulse, House, type LucideIcon, Plane, ShieldCheck } from 'lucide-react';
import { CardGrid } from '@/components/marketing/card-grid';
import { FeatureCard, ReadMore } from '@/components/marketing/feature-card';
import { Section } from '@/components/marketing/section';
import type { HomeService, HomeServiceIcon } from '@/content/home';

const icons: Record<HomeServiceIcon, LucideIcon> = { Plane, HeartPulse, Car, Briefcase, House, ShieldCheck };

/** The six service cards of the home page; each card is one link to its page. */
export function ServiceCards({ services }: { services: readonly HomeService[] }) {
  return (
    <Section
      data-below-fold=""
      id="home-services"
      title="השירותים שלנו"
      lead="ביטוח לכל תחום בחיים – מהחופשה הבאה ועד הבית, הבריאות והעסק."
    >
      <CardGrid columns={{ base: 1, sm: 2, lg: 3 }}>
        {services.map((service) => (
          <FeatureCard
            key={service.id}
            id={`service-${service.id}`}
            href={service.href}
            icon={icons[service.icon]}
            title={service.title}
            text={service.description}
            badge={{ iconSize: 26 }}
            boxShadow="xs"
          >
            <ReadMore fontSize="sm">לפרטים נוספים</ReadMore>
          </FeatureCard>
        ))}
      </CardGrid>
    </Section>
  );
}
