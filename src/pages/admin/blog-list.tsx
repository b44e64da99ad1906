// The admin's table of posts.
// Rendered inside the admin guard and layout (src/components/guards/admin-area.tsx), browser only;
// its <PageMeta> and breadcrumb come from the route table (src/routes.ts).
import { Flex, Text } from '@chakra-ui/react';
import { FolderCog, Plus } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link } from 'wouter';
import { ConfirmDialog } from '@/components/admin-blog/confirm-dialog';
import { PostFilters } from '@/components/admin-blog/post-filters';
import { postRangeText } from '@/components/admin-blog/post-range';
import { postColumns } from '@/components/admin-blog/posts-list';
import { POST_PAGE_SIZE, usePostListParams } from '@/components/admin-blog/use-post-list-params';
import { AdminPageHeader } from '@/components/admin-inbox/admin-table';
import { AdminList } from '@/components/admin-ui/admin-list';
import { keepPreviousPage } from '@/components/admin-ui/use-url-list-params';
import { LinkButton } from '@/components/ui/link-button';
import { toaster } from '@/components/ui/toaster';
import { errorMessage, trpc } from '@/lib/trpc';
import type { AdminPostRow } from '@/shared/blog';

function AdminBlogListPage() {
  const utils = trpc.useUtils();
  const listParams = usePostListParams();
  const { params, update } = listParams;
  const categories = trpc.admin.categories.list.useQuery();
  const list = trpc.admin.blog.list.useQuery(
    {
      page: params.page,
      pageSize: POST_PAGE_SIZE,
      status: params.status,
      categoryId: params.categoryId,
      q: params.search || undefined,
    },
    keepPreviousPage,
  );
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

  const filtered = Boolean(params.search || params.status || params.categoryId);

  return (
    <>
      <AdminPageHeader
        title="ניהול בלוג"
        actions={
          <Flex gap="2" wrap="wrap">
            <LinkButton asChild variant="outline">
              <Link to="/admin/blog/categories">
                <FolderCog aria-hidden="true" />
                קטגוריות
              </Link>
            </LinkButton>
            <LinkButton asChild>
              <Link to="/admin/blog/new">
                <Plus aria-hidden="true" />
                מאמר חדש
              </Link>
            </LinkButton>
          </Flex>
        }
      />
      <PostFilters list={listParams} categories={categories.data} />
      <AdminList
        noun="המאמרים"
        query={list}
        columns={postColumns({
          onDelete: (row, button) => {
            opener.current = button;
            setPending(row);
          },
        })}
        rowKey={(row) => row.id}
        paging={{ params: { page: params.page, pageSize: POST_PAGE_SIZE }, update }}
        pageSizes={null}
        none="לא נמצאו מאמרים"
        range={postRangeText}
        wideCards
        resultsRef={results}
        filtered={filtered}
        empty={{ title: 'אין מאמרים עדיין', text: 'מאמר חדש שתכתבו יופיע כאן.' }}
        noMatch={{ title: 'לא נמצאו מאמרים מתאימים', text: 'נסו חיפוש אחר או הסירו את הסינון.' }}
      />
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
