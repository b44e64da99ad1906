import { PageLoading } from '@/components/layout/page-loading';
import { travelCrumbs } from '@/components/seo/crumbs';
import { PageMeta } from '@/components/seo/page-meta';
import { ClosingCta } from '@/components/travel-landing/closing-cta';
import { FeatureCards } from '@/components/travel-landing/feature-cards';
import { TravelFaq } from '@/components/travel-landing/travel-faq';
import { TravelHero } from '@/components/travel-landing/travel-hero';
import { TravelStats } from '@/components/travel-landing/travel-stats';
import { TravelTestimonials } from '@/components/travel-landing/travel-testimonials';
import { trpc } from '@/lib/trpc';

const description =
  'ביטוח נסיעות לחו״ל חכם ומקיף: הוצאות רפואיות, ביטול נסיעה, כבודה ומוקד סיוע בעברית 24/7, עם הרחבות לפי היעד והתוכניות שלכם. קבלו הצעת מחיר בתוך דקות.';

export default function TravelLandingPage() {
  // prefetched on the server by the route table, so it is in the page's state before hydration
  const { data: travel } = trpc.content.travel.useQuery();
  // after a followed link the texts may still be on their way (the server's page has them)
  if (!travel) return <PageLoading />;
  return (
    <>
      <PageMeta
        title="ביטוח נסיעות לחו״ל"
        description={description}
        keywords={[
          'ביטוח נסיעות לחו״ל',
          'ביטוח בריאות בחו״ל',
          'ביטול נסיעה',
          'ביטוח כבודה',
          'ביטוח סקי',
          'הצעת מחיר',
        ]}
        path="/travel"
        breadcrumbs={travelCrumbs()}
      />
      <TravelHero hero={travel.hero} />
      <FeatureCards
        id="travel-benefits"
        title="למה לבטח איתנו?"
        lead="שלוש סיבות לצאת לדרך בראש שקט."
        items={travel.benefits}
      />
      <FeatureCards
        id="travel-services"
        title="השירותים שלנו"
        lead="ביטוח לנסיעה, לבריאות ולכל המשפחה – במקום אחד."
        items={travel.services}
        tone="tinted"
      />
      <TravelTestimonials testimonials={travel.testimonials} />
      <TravelStats stats={travel.stats} />
      <TravelFaq items={travel.faq} />
      <ClosingCta cta={travel.closingCta} />
    </>
  );
}
