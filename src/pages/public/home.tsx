import { FurtherAreas } from '@/components/home/further-areas';
import { HomeHero } from '@/components/home/home-hero';
import { HomeTestimonials } from '@/components/home/home-testimonials';
import { ServiceCards } from '@/components/home/service-cards';
import { TravelCta } from '@/components/home/travel-cta';
import { PageLoading } from '@/components/layout/page-loading';
import { PageMeta } from '@/components/seo/page-meta';
import { insuranceAgencyJsonLd } from '@/components/seo/structured-data';
import { StaticContent } from '@/components/static-content';
import { useSite } from '@/lib/site-context';
import { trpc } from '@/lib/trpc';

const description =
  'סוכנות ביטוח ופיננסים משפחתית עם יותר מ־25 שנות ניסיון: ביטוח נסיעות לחו״ל, בריאות, רכב, דירה ועסקים, פנסיה וקרן השתלמות – בשירות אישי ושקוף.';

export default function HomePage() {
  const { publicUrl } = useSite();
  // prefetched on the server by the route table, so it is in the page's state before hydration
  const { data: home } = trpc.content.home.useQuery();
  // after a followed link the texts may still be on their way (the server's page has them)
  if (!home) return <PageLoading />;
  return (
    <>
      <PageMeta
        title="סוכנות ביטוח, פנסיה וחיסכון"
        description={description}
        keywords={[
          'סוכנות ביטוח',
          'סוכן ביטוח',
          'ביטוח נסיעות לחו״ל',
          'ביטוח בריאות',
          'ביטוח רכב',
          'ביטוח דירה',
          'פנסיה',
          'קרן השתלמות',
        ]}
        path="/"
        jsonLd={[insuranceAgencyJsonLd(publicUrl)]}
      />
      <HomeHero hero={home.hero} />
      <StaticContent>
        <ServiceCards services={home.services} />
        <TravelCta cta={home.travelCta} />
        <HomeTestimonials items={home.testimonials} />
        <FurtherAreas areas={home.furtherAreas} />
      </StaticContent>
    </>
  );
}
