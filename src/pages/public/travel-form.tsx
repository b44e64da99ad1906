// screen: issue "Travel form" — until it lands the route says plainly that it is not available yet.
import { NotYetAvailable } from '@/components/layout/not-yet-available';
import { PageContainer } from '@/components/layout/page-container';
import { travelCrumbs } from '@/components/seo/crumbs';
import { PageMeta } from '@/components/seo/page-meta';

export default function TravelFormPage() {
  return (
    <PageContainer py={{ base: '12', md: '16' }}>
      <PageMeta
        title="טופס בקשה לביטוח נסיעות לחו״ל"
        description="טופס מקוון בשמונה שלבים לרכישת ביטוח נסיעות לחו״ל."
        path="/travel/travelinsurance"
        breadcrumbs={travelCrumbs(true)}
      />
      <NotYetAvailable title="טופס בקשה לביטוח נסיעות לחו״ל" />
    </PageContainer>
  );
}
