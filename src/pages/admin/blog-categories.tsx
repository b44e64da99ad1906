// The blog's categories.
// Rendered inside the admin guard and layout (src/components/guards/admin-area.tsx), browser only;
// its <PageMeta> and breadcrumb come from the route table (src/routes.ts).
import { Box, Button, Link as ChakraLink, Flex, Table, Text } from '@chakra-ui/react';
import { ArrowRight, Pencil, Plus, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link } from 'wouter';
import { formatNumber } from '@/components/admin-applications/format';
import { CategoryDeleteDialog, postsText } from '@/components/admin-blog/category-delete-dialog';
import { CategoryNameDialog } from '@/components/admin-blog/category-dialog';
import { AdminPageHeader, QueryTable } from '@/components/admin-inbox/admin-table';
import { LinkButton } from '@/components/ui/link-button';
import { toaster } from '@/components/ui/toaster';
import { errorMessage, trpc } from '@/lib/trpc';
import type { CategoryWithCount } from '@/shared/blog';

interface ActionProps {
  category: CategoryWithCount;
  onRename: (category: CategoryWithCount, button: HTMLElement) => void;
  onDelete: (category: CategoryWithCount, button: HTMLElement) => void;
}

function RowActions({ category, onRename, onDelete }: ActionProps) {
  return (
    <Flex gap="2" wrap="wrap">
      <Button
        size="xs"
        variant="outline"
        aria-haspopup="dialog"
        aria-label={`שינוי שם: ${category.name}`}
        onClick={(event) => onRename(category, event.currentTarget)}
      >
        <Pencil aria-hidden="true" />
        שינוי שם
      </Button>
      <Button
        size="xs"
        variant="outline"
        colorPalette="red"
        aria-haspopup="dialog"
        aria-label={`מחיקה: ${category.name}`}
        onClick={(event) => onDelete(category, event.currentTarget)}
      >
        <Trash2 aria-hidden="true" />
        מחיקה
      </Button>
    </Flex>
  );
}

function PostCount({ category }: { category: CategoryWithCount }) {
  return category.posts > 0 ? (
    <ChakraLink asChild color="brand.fg" textDecoration="underline">
      <Link to={`/admin/blog?category=${category.id}`}>{postsText(category.posts)}</Link>
    </ChakraLink>
  ) : (
    postsText(0)
  );
}

/** Below `lg`: a card per category, nothing cut off at 375 px. */
function Cards({
  categories,
  ...actions
}: { categories: readonly CategoryWithCount[] } & Omit<ActionProps, 'category'>) {
  return (
    <Box as="ul" listStyleType="none" p="0" m="0" display="grid" gap="3" aria-label="רשימת הקטגוריות">
      {categories.map((category) => (
        <Box as="li" key={category.id} borderWidth="1px" borderRadius="lg" p="4" bg="bg">
          <Flex justify="space-between" gap="3" wrap="wrap">
            <Text fontWeight="bold">{category.name}</Text>
            <Text fontSize="sm">
              <PostCount category={category} />
            </Text>
          </Flex>
          <Text dir="ltr" textAlign="end" fontSize="sm" color="fg.muted" overflowWrap="anywhere">
            {category.slug}
          </Text>
          <Box mt="3">
            <RowActions category={category} {...actions} />
          </Box>
        </Box>
      ))}
    </Box>
  );
}

type Editing = { kind: 'create' } | { kind: 'rename'; category: CategoryWithCount };

function AdminBlogCategoriesPage() {
  const utils = trpc.useUtils();
  const list = trpc.admin.categories.list.useQuery();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<CategoryWithCount | null>(null);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const opener = useRef<HTMLElement | null>(null);
  const heading = useRef<HTMLDivElement>(null);
  const refresh = () =>
    Promise.all([utils.admin.categories.list.invalidate(), utils.admin.blog.list.invalidate()]);
  const onSaveError = (error: unknown) => setFieldError(errorMessage(error, 'השמירה נכשלה. אנא נסו שוב.'));

  /** a name saved (a new category or a renamed one): say so, close the dialog, reload the lists */
  const saved = (title: string) => ({
    onSuccess: async (category: { name: string }) => {
      toaster.success({ title, description: category.name });
      setEditing(null);
      await refresh();
    },
    onError: onSaveError,
  });
  const create = trpc.admin.categories.create.useMutation(saved('הקטגוריה נוספה'));
  const rename = trpc.admin.categories.update.useMutation(saved('שם הקטגוריה עודכן'));
  const remove = trpc.admin.categories.delete.useMutation({
    onSuccess: async ({ moved }, { moveTo }) => {
      const target = list.data?.find((c) => c.id === moveTo)?.name;
      toaster.success({
        title: 'הקטגוריה נמחקה',
        description:
          moved > 0
            ? `${moved === 1 ? 'מאמר אחד הועבר' : `${postsText(moved)} הועברו`} לקטגוריה „${target}“`
            : deleting?.name,
      });
      setDeleting(null);
      await refresh();
    },
    onError: (error) => {
      setDeleting(null);
      toaster.error({
        title: 'מחיקת הקטגוריה נכשלה',
        description: errorMessage(error, 'אנא נסו שוב בעוד כמה רגעים.'),
      });
    },
  });
  const open = (next: Editing, button: HTMLElement) => {
    opener.current = button;
    setFieldError(undefined);
    setEditing(next);
  };
  const onRename = (category: CategoryWithCount, button: HTMLElement) =>
    open({ kind: 'rename', category }, button);
  const onDelete = (category: CategoryWithCount, button: HTMLElement) => {
    opener.current = button;
    setDeleting(category);
  };
  const returnFocus = () => (opener.current?.isConnected ? opener.current : heading.current);

  return (
    <>
      <Box ref={heading} tabIndex={-1} outline="none">
        <AdminPageHeader
          title="קטגוריות הבלוג"
          summary={list.data && `${formatNumber(list.data.length)} קטגוריות`}
          actions={
            <Flex gap="2" wrap="wrap">
              <LinkButton asChild variant="ghost">
                <Link to="/admin/blog">
                  <ArrowRight aria-hidden="true" />
                  למאמרים
                </Link>
              </LinkButton>
              <Button
                aria-haspopup="dialog"
                onClick={(event) => open({ kind: 'create' }, event.currentTarget)}
              >
                <Plus aria-hidden="true" />
                קטגוריה חדשה
              </Button>
            </Flex>
          }
        />
      </Box>
      <QueryTable
        query={list}
        label="טבלת הקטגוריות"
        columns={['שם', 'כתובת', 'מאמרים', 'פעולות']}
        emptyTitle="אין קטגוריות עדיין"
        emptyText="כל מאמר שייך לקטגוריה: הוסיפו קטגוריה ראשונה."
        narrow={list.data && <Cards categories={list.data} onRename={onRename} onDelete={onDelete} />}
      >
        {list.data?.map((category) => (
          <Table.Row key={category.id}>
            <Table.Cell fontWeight="medium" minW="36">
              {category.name}
            </Table.Cell>
            <Table.Cell dir="ltr" textAlign="end" color="fg.muted" fontSize="sm">
              {category.slug}
            </Table.Cell>
            <Table.Cell whiteSpace="nowrap">
              <PostCount category={category} />
            </Table.Cell>
            <Table.Cell>
              <RowActions category={category} onRename={onRename} onDelete={onDelete} />
            </Table.Cell>
          </Table.Row>
        ))}
      </QueryTable>
      <CategoryNameDialog
        open={editing !== null}
        title={editing?.kind === 'rename' ? 'שינוי שם הקטגוריה' : 'קטגוריה חדשה'}
        initialName={editing?.kind === 'rename' ? editing.category.name : ''}
        submitLabel={editing?.kind === 'rename' ? 'שמירה' : 'הוספה'}
        busy={create.isPending || rename.isPending}
        error={fieldError}
        onClose={() => setEditing(null)}
        onSubmit={(name) => {
          setFieldError(undefined);
          if (editing?.kind === 'rename') {
            const { category } = editing;
            rename.mutate({ id: category.id, name, slug: category.slug, description: category.description });
          } else create.mutate({ name });
        }}
      />
      <CategoryDeleteDialog
        category={deleting}
        categories={list.data ?? []}
        busy={remove.isPending}
        returnFocus={returnFocus}
        onDelete={(input) => remove.mutate(input)}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}

export default AdminBlogCategoriesPage;
