// Renewals: active policies ending soon, each one's renewal status changed in one action.
// Rendered inside the admin guard and layout, browser only; its <PageMeta> comes from the route table.
import { Flex } from '@chakra-ui/react';
import { CalendarClock } from 'lucide-react';
import { SelectField } from '@/components/admin-customers/select-field';
import { AdminPageHeader } from '@/components/admin-inbox/admin-table';
import { renewalColumns } from '@/components/admin-renewals/renewal-columns';
import { useRenewalParams, windows } from '@/components/admin-renewals/use-renewal-params';
import { AdminList } from '@/components/admin-ui/admin-list';
import { keepPreviousPage } from '@/components/admin-ui/use-url-list-params';
import { trpc } from '@/lib/trpc';
import {
  RENEWALS_DEFAULT_WITHIN,
  type RenewalStatus,
  renewalStatuses,
  renewalStatusLabels,
} from '@/shared/policies';

function AdminRenewalsPage() {
  const listParams = useRenewalParams();
  const { params, update } = listParams;
  const list = trpc.admin.renewals.list.useQuery(params, keepPreviousPage);
  return (
    <>
      <AdminPageHeader
        title="חידושים"
        summary="פוליסות פעילות שמסתיימות בקרוב, מהקרובה ביותר: עדכנו את סטטוס החידוש של כל אחת, עם הערה."
      />
      <Flex gap="4" wrap="wrap" mb="4" maxW="lg">
        <SelectField
          label="מסתיימות בתוך"
          required={false}
          value={params.within}
          onChange={(event) => update({ within: Number(event.target.value), page: 1 })}
        >
          {windows.map((days) => (
            <option key={days} value={days}>
              {days} ימים{days === RENEWALS_DEFAULT_WITHIN ? ' (ברירת מחדל)' : ''}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="סטטוס חידוש"
          required={false}
          value={params.status ?? ''}
          onChange={(event) =>
            update({ status: (event.target.value || undefined) as RenewalStatus | undefined, page: 1 })
          }
        >
          <option value="">הכול</option>
          {renewalStatuses.map((status) => (
            <option key={status} value={status}>
              {renewalStatusLabels[status]}
            </option>
          ))}
        </SelectField>
      </Flex>
      <AdminList
        noun="החידושים"
        cardsLabel="פוליסות לחידוש"
        query={list}
        columns={renewalColumns}
        rowKey={(row) => row.policyId}
        paging={listParams}
        none="אין פוליסות לחידוש"
        failedTitle="טעינת החידושים נכשלה"
        filtered={params.status !== undefined}
        empty={{
          icon: <CalendarClock size={40} />,
          title: 'אין פוליסות שמסתיימות בתקופה הזו',
          text: 'נסו טווח ימים ארוך יותר.',
        }}
        noMatch={{ title: 'אין פוליסות בסטטוס הזה', text: 'נסו סטטוס אחר או „הכול”.' }}
        wideCards
        size="sm"
        interactive={false}
      />
    </>
  );
}

export default AdminRenewalsPage;
