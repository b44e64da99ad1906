// screen: issue #11 item 2 (the admin's blog table)
// Rendered inside the admin guard and layout (src/components/guards/admin-area.tsx), browser only;
// its <PageMeta> and breadcrumb come from the route table (src/routes.ts).
import { Box, Button, Flex, Text } from '@chakra-ui/react';
import { FolderCog, Plus } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '@/components/admin-blog/confirm-dialog';
import { PostFilters } from '@/components/admin-blog/post-filters';
import { postRangeText } from '@/components/admin-blog/post-range';
import { PostsList } from '@/components/admin-blog/posts-list';
import { POST_PAGE_SIZE, usePostListParams } from '@/components/admin-blog/use-post-list-params';
import { AdminPageHeader } from '@/components/admin-inbox/admin-table';
import { ListPager } from '@/components/admin-ui/list-pager';
import { toaster } from '@/components/ui/toaster';
import { errorMessage, trpc } from '@/lib/trpc';
import type { AdminPostRow } from '@/shared/blog';

function AdminBlogListPage() {
  const utils = trpc.useUtils();
  const { params, update, searchText, setSearchText } = usePostListParams();
  const categories = trpc.admin.categories.list.useQuery();
  const list = trpc.admin.blog.list.useQuery(
    {
      page: params.page,
      pageSize: POST_PAGE_SIZE,
      status: params.status,
      categoryId: params.categoryId,
      q: params.search || undefined,
    },
    { placeholderData: (previous) => previous },
  );
  const data = list.data;
  const results = useRef<HTMLDivElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const [pending, setPending] = useState<AdminPostRow | null>(null);

  const remove = trpc.admin.blog.delete.useMutation({
    onSuccess: async () => {
      toaster.success({ title: 'המאמר נמחק בהצלחה', description: pending?.title });
      setPending(null);
      await Promise.all([utils.admin.blog.list.invalidate(), utils.admin.categories.list.invalidate()]);
    },
    onError: (error) => {
      toaster.error({
        title: 'מחיקת המאמר נכשלה',
        description: errorMessage(error, 'אנא נסו שוב בעוד כמה רגעים.'),
      });
      setPending(null);
    },
  });

  // a page past the end (its last post was deleted, or a stale link): the last page
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  useEffect(() => {
    if (data && !list.isPlaceholderData && data.items.length === 0 && params.page > pages) {
      update({ page: pages }, { replace: true });
    }
  }, [data, list.isPlaceholderData, params.page, pages, update]);

  const filtered = Boolean(params.search || params.status || params.categoryId);
  const stale = list.isPlaceholderData && list.isFetching;

  return (
    <>
      <AdminPageHeader
        title="ניהול בלוג"
        actions={
          <Flex gap="2" wrap="wrap">
            <Button asChild variant="outline">
              <Link to="/admin/blog/categories">
                <FolderCog aria-hidden="true" />
                קטגוריות
              </Link>
            </Button>
            <Button asChild>
              <Link to="/admin/blog/new">
                <Plus aria-hidden="true" />
                מאמר חדש
              </Link>
            </Button>
          </Flex>
        }
      />
      <PostFilters
        searchText={searchText}
        onSearchText={setSearchText}
        status={params.status}
        onStatus={(status) => update({ status, page: 1 })}
        categoryId={params.categoryId}
        onCategory={(categoryId) => update({ categoryId, page: 1 })}
        categories={categories.data}
      />
      <Text role="status" fontSize="sm" color="fg.muted" mb="2" minH="6">
        {data && (stale ? 'טוען...' : postRangeText(data.page, data.pageSize, data.total))}
      </Text>
      <Box ref={results} tabIndex={-1} outline="none" aria-busy={stale} opacity={stale ? 0.6 : 1}>
        <PostsList
          query={list}
          rows={data?.items}
          filtered={filtered}
          actions={{
            onDelete: (row, button) => {
              opener.current = button;
              setPending(row);
            },
          }}
        />
      </Box>
      {data && (
        <ListPager
          label="עמודי המאמרים"
          page={params.page}
          pageSize={data.pageSize}
          total={data.total}
          onPage={(page) => update({ page })}
        />
      )}
      <ConfirmDialog
        open={pending !== null}
        title="מחיקת המאמר"
        confirmLabel="מחיקה"
        destructive
        busy={remove.isPending}
        onConfirm={() => pending && remove.mutate({ id: pending.id })}
        onCancel={() => setPending(null)}
        returnFocus={() => (opener.current?.isConnected ? opener.current : results.current)}
      >
        <Text>
          למחוק את המאמר <bdi>„{pending?.title}“</bdi>? המאמר והתמונות שלו יימחקו לצמיתות ולא ניתן יהיה לשחזר
          אותם.
        </Text>
      </ConfirmDialog>
    </>
  );
}

export default AdminBlogListPage;
