// screen: issue "Personal area" (tabs: profile, policies, documents). Rendered only for a signed-in user
// (src/components/guards/account-area.tsx); its <PageMeta> comes from the route table.
import { NotYetAvailable } from '@/components/layout/not-yet-available';
import { PageContainer } from '@/components/layout/page-container';

export default function DashboardPage() {
  return (
    <PageContainer py={{ base: '8', md: '12' }}>
      <NotYetAvailable title="האזור האישי" />
    </PageContainer>
  );
}
