// The customers' requests for a portfolio review.
// Rendered inside the admin guard and layout, browser only; its <PageMeta> comes from the route table.
import { Box } from '@chakra-ui/react';
import { Briefcase } from 'lucide-react';
import { AdminPageHeader } from '@/components/admin-inbox/admin-table';
import { reviewColumns } from '@/components/admin-portfolio/reviews-list';
import { AdminList } from '@/components/admin-ui/admin-list';
import { StatusChips } from '@/components/admin-ui/list-toolbar';
import {
  keepPreviousPage,
  statusListQuery,
  useUrlListParams,
} from '@/components/admin-ui/use-url-list-params';
import { trpc } from '@/lib/trpc';
import { reviewStatuses, reviewStatusLabels } from '@/shared/portfolio';

const listQuery = statusListQuery(reviewStatuses);

function AdminPortfolioReviewsPage() {
  const listParams = useUrlListParams(listQuery);
  const { page, pageSize, status } = listParams.params;
  const list = trpc.admin.portfolioReviews.list.useQuery({ page, pageSize, status }, keepPreviousPage);
  return (
    <>
      <AdminPageHeader title="בדיקות תיק ביטוחי" />
      <Box mb="4">
        <StatusChips statuses={reviewStatuses} labels={reviewStatusLabels} filter={listParams} />
      </Box>
      <AdminList
        noun="הבקשות"
        query={list}
        paging={listParams}
        columns={reviewColumns}
        rowKey={(row) => row.id}
        none="לא נמצאו בקשות"
        filtered={Boolean(status)}
        empty={{
          icon: <Briefcase size={40} />,
          title: 'אין בקשות לבדיקת תיק עדיין',
          text: 'לקוחות שישמרו את דוח הר הביטוח באזור האישי ויבקשו בדיקה יופיעו כאן, החדשים למעלה.',
        }}
        noMatch={{ title: 'אין בקשות בסטטוס הזה', text: 'בחרו סטטוס אחר או הציגו את כל הבקשות.' }}
      />
    </>
  );
}

export default AdminPortfolioReviewsPage;
