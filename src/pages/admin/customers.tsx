// screen: issue #12 'Personal area', the admin side: registered users (search, paging)
// Rendered inside the admin guard and layout, browser only; its <PageMeta> and breadcrumb come from src/routes.ts.
import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { CustomersList } from '@/components/admin-customers/customers-list';
import { countText } from '@/components/admin-customers/format';
import { useCustomerParams } from '@/components/admin-customers/use-customer-params';
import { AdminPageHeader } from '@/components/admin-inbox/admin-table';
import { ListPager, rangeText } from '@/components/admin-ui/list-pager';
import { ListSearchField } from '@/components/admin-ui/list-search-field';
import { trpc } from '@/lib/trpc';
import { CUSTOMERS_PAGE_SIZES } from '@/shared/account';

const roleChoices = [
  { value: '', label: 'כל המשתמשים' },
  { value: 'user', label: 'לקוחות' },
  { value: 'admin', label: 'מנהלים' },
] as const;

function AdminCustomersPage() {
  const { params, update, searchText, setSearchText } = useCustomerParams();
  const list = trpc.admin.customers.list.useQuery(
    {
      page: params.page,
      pageSize: params.pageSize,
      search: params.search || undefined,
      role: params.role || undefined,
    },
    // the previous page stays on screen while the next one loads
    { placeholderData: (previous) => previous },
  );
  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  useEffect(() => {
    if (data && !list.isPlaceholderData && data.items.length === 0 && params.page > pages) {
      update({ page: pages }, { replace: true });
    }
  }, [data, list.isPlaceholderData, params.page, pages, update]);
  const stale = list.isPlaceholderData && list.isFetching;
  const filtered = Boolean(params.search || params.role);

  return (
    <>
      <AdminPageHeader
        title="לקוחות"
        summary={data && !filtered ? countText(data.total, 'משתמש רשום אחד', 'משתמשים רשומים') : undefined}
      />
      <Flex gap="4" wrap="wrap" align="flex-end" mb="4">
        <ListSearchField
          label="חיפוש לפי שם, שם משתמש, דוא״ל או טלפון"
          value={searchText}
          onChange={setSearchText}
          flex="1 1 16rem"
          maxW={{ lg: 'md' }}
        />
        <Flex as="label" direction="column" gap="1.5" fontSize="sm" fontWeight="medium">
          תפקיד
          <chakra.select
            value={params.role}
            onChange={(event) => update({ role: event.target.value as typeof params.role, page: 1 })}
            h="10"
            ps="3"
            pe="3"
            borderWidth="1px"
            borderColor="border"
            borderRadius="md"
            bg="bg"
            color="fg"
            fontWeight="normal"
            _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
          >
            {roleChoices.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </chakra.select>
        </Flex>
      </Flex>
      <Text role="status" fontSize="sm" color="fg.muted" mb="2" minH="6">
        {data && (stale ? 'טוען...' : rangeText(data.page, data.pageSize, data.total, 'לא נמצאו לקוחות'))}
      </Text>
      <Box aria-busy={stale} opacity={stale ? 0.6 : 1} transition="opacity 0.15s">
        <CustomersList query={list} rows={data?.items} filtered={filtered} />
      </Box>
      {data && data.total > 0 && (
        <ListPager
          label="עמודי הלקוחות"
          page={params.page}
          pageSize={params.pageSize}
          pageSizes={CUSTOMERS_PAGE_SIZES}
          total={data.total}
          onPage={(page) => update({ page })}
          onPageSize={(pageSize) => update({ pageSize, page: 1 })}
        />
      )}
    </>
  );
}

export default AdminCustomersPage;
