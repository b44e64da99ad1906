// The post editor: /admin/blog/new and /admin/blog/:id/edit.
// Rendered inside the admin guard and layout (src/components/guards/admin-area.tsx), browser only;
// its <PageMeta> and breadcrumb come from the route table (src/routes.ts). TipTap is in this chunk only.
import { Box, Button, Text } from '@chakra-ui/react';
import { useDeferredValue, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { useHistoryState } from 'wouter/use-browser-location';
import { PostEditor } from '@/components/admin-blog/post-editor';
import { ListSkeleton } from '@/components/layout/loading-skeletons';
import { LinkButton } from '@/components/ui/link-button';
import { errorCode, trpc } from '@/lib/trpc';
import { useRouteParams } from '@/routes';

function LoadFailed({ notFound, retry }: { notFound: boolean; retry: () => void }) {
  return (
    <Box role="alert" p="6" borderWidth="1px" borderColor="border.error" bg="bg.error" borderRadius="lg">
      <Text fontWeight="bold" color="red.700">
        {notFound ? 'המאמר לא נמצא' : 'טעינת המאמר נכשלה'}
      </Text>
      <Text mt="1">{notFound ? 'ייתכן שהמאמר נמחק.' : 'ייתכן שיש בעיה זמנית בחיבור לשרת.'}</Text>
      <Box mt="4" display="flex" gap="2">
        {!notFound && (
          <Button size="sm" variant="outline" onClick={retry}>
            ניסיון נוסף
          </Button>
        )}
        <LinkButton asChild size="sm" variant="outline">
          <Link to="/admin/blog">חזרה לרשימת המאמרים</Link>
        </LinkButton>
      </Box>
    </Box>
  );
}

/** An existing post: loaded once when the editor opens, then the form owns it. */
function ExistingPost({ id, formKey }: { id: number; formKey: string }) {
  const post = trpc.admin.blog.get.useQuery(
    { id },
    { refetchOnWindowFocus: false, staleTime: Number.POSITIVE_INFINITY },
  );
  if (post.status === 'pending') return <ListSkeleton />;
  if (post.status === 'error')
    return <LoadFailed notFound={errorCode(post.error) === 'NOT_FOUND'} retry={() => void post.refetch()} />;
  return <PostEditor post={post.data} formKey={formKey} />;
}

function AdminBlogEditorPage() {
  const params = useRouteParams();
  const [pathname] = useLocation();
  // deferred as the address is (site-router.tsx): a render never pairs one address with another's state
  const state = useDeferredValue(useHistoryState<{ formKey?: unknown } | null>());
  // every arrival at an address counts, so coming back to /new starts a new post
  const [visit, setVisit] = useState({ pathname, count: 0 });
  if (visit.pathname !== pathname) setVisit({ pathname, count: visit.count + 1 });
  const id = params.id === undefined ? null : Number(params.id);
  // a new post's first save moves the URL to /edit and passes its form's key along: same form, same cursor
  const passed = state?.formKey;
  const formKey = typeof passed === 'string' ? passed : id === null ? `new-${visit.count}` : `post-${id}`;
  if (id !== null && !(Number.isInteger(id) && id > 0))
    return <LoadFailed notFound retry={() => undefined} />;
  return <Editor key={formKey} formKey={formKey} id={id} />;
}

/** What the form was opened for is fixed at its first render: a new post's URL changes under it. */
function Editor({ formKey, id }: { formKey: string; id: number | null }) {
  const [openedId] = useState(id);
  return openedId === null ? (
    <PostEditor post={null} formKey={formKey} />
  ) : (
    <ExistingPost id={openedId} formKey={formKey} />
  );
}

export default AdminBlogEditorPage;
