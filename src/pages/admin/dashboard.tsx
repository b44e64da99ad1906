// The admin's dashboard.
// Rendered inside the admin guard and layout (src/components/guards/admin-area.tsx), browser only;
// its <PageMeta> and breadcrumb come from the route table (src/routes.ts).
import { Box, Button, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { StatCards } from '@/components/admin-dashboard/stat-cards';
import { ViewsChart } from '@/components/admin-dashboard/views-chart';
import { WaitingApplications, WaitingMessages } from '@/components/admin-dashboard/waiting-lists';
import { AdminPageHeader } from '@/components/admin-inbox/admin-table';
import { ListSkeleton } from '@/components/layout/loading-skeletons';
import { trpc } from '@/lib/trpc';

function LoadFailed({ what, retry }: { what: string; retry: () => void }) {
  return (
    <Box role="alert" p="5" borderWidth="1px" borderColor="border.error" bg="bg.error" borderRadius="xl">
      <Text fontWeight="bold" color="red.700">
        טעינת {what} נכשלה
      </Text>
      <Button mt="3" size="sm" variant="outline" onClick={retry}>
        ניסיון נוסף
      </Button>
    </Box>
  );
}

/** /admin: the stat cards, then what waits for staff, then the last 30 days. */
function AdminDashboardPage() {
  const stats = trpc.admin.dashboard.stats.useQuery();
  const overview = trpc.admin.dashboard.overview.useQuery();

  return (
    <>
      <AdminPageHeader title="לוח בקרה" summary="תמונת מצב של האתר והפניות שממתינות לצוות." />
      <Stack gap={{ base: '5', md: '6' }}>
        {stats.isError ? (
          <LoadFailed what="הנתונים" retry={() => void stats.refetch()} />
        ) : (
          <StatCards stats={stats.data} />
        )}
        {overview.isPending && <ListSkeleton rows={4} />}
        {overview.isError && <LoadFailed what="הבקשות והפניות" retry={() => void overview.refetch()} />}
        {overview.data && (
          <>
            <SimpleGrid columns={{ base: 1, xl: 2 }} gap={{ base: '5', md: '6' }}>
              <WaitingApplications {...overview.data.applications} />
              <WaitingMessages {...overview.data.messages} />
            </SimpleGrid>
            <ViewsChart series={overview.data.series} />
          </>
        )}
      </Stack>
    </>
  );
}

export default AdminDashboardPage;
