// The personal area. Rendered only for a signed-in user
// (src/components/guards/account-area.tsx); its <PageMeta> comes from the route table.
import { Box, Heading, Text } from '@chakra-ui/react';
import { DashboardTabs } from '@/components/account/dashboard-tabs';
import { VerifyEmailNotice } from '@/components/account/email-section';
import { PageContainer } from '@/components/layout/page-container';
import { trpc } from '@/lib/trpc';
import { useSession } from '@/lib/use-session';

function DashboardPage() {
  const session = useSession();
  const profile = trpc.account.profile.get.useQuery();
  const username = session.status === 'signed-in' ? session.user.username : undefined;
  // once the profile has answered, so the greeting does not change name under the reader's eyes
  const name = profile.isPending ? undefined : profile.data?.fullName || username;
  return (
    <PageContainer py={{ base: '8', md: '12' }} maxW="5xl">
      <Box mb={{ base: '6', md: '8' }}>
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          האזור האישי
        </Heading>
        <Text mt="2" fontSize="lg" color="fg.muted" minH="1lh">
          {name && (
            <>
              שלום, <bdi>{name}</bdi>
            </>
          )}
        </Text>
      </Box>
      <VerifyEmailNotice />
      <DashboardTabs />
    </PageContainer>
  );
}

export default DashboardPage;
