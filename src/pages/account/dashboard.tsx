// screen: issue #12 (personal area). Rendered only for a signed-in user
// (src/components/guards/account-area.tsx); its <PageMeta> comes from the route table.
// skeleton: the tabs (profile, policies, documents; the tab in the URL) replace this stacked layout
import { Heading, Stack } from '@chakra-ui/react';
import { DocumentsTab } from '@/components/account/documents-tab';
import { PoliciesTab } from '@/components/account/policies-tab';
import { PrivacySection } from '@/components/account/privacy-section';
import { ProfileTab } from '@/components/account/profile-tab';
import { PageContainer } from '@/components/layout/page-container';

export default function DashboardPage() {
  return (
    <PageContainer py={{ base: '8', md: '12' }}>
      <Heading as="h1" size="2xl" mb="8">
        האזור האישי
      </Heading>
      <Stack gap="12">
        <ProfileTab />
        <PrivacySection />
        <PoliciesTab />
        <DocumentsTab />
      </Stack>
    </PageContainer>
  );
}
