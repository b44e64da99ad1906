import { Field, NativeSelect } from '@chakra-ui/react';
import { ListToolbar, StatusChips } from '@/components/admin-ui/list-toolbar';
import { FieldRoot } from '@/components/ui/field-root';
import { type CategoryWithCount, type PostStatus, postStatusLabels } from '@/shared/blog';
import { nativeSelectSlotRecipe } from './recipes';
import type { usePostListParams } from './use-post-list-params';

const postStatuses: readonly PostStatus[] = ['published', 'draft'];

/** The title search, the status toggles and the category select of /admin/blog (`list`: its URL state). */
export function PostFilters({
  list,
  categories,
}: {
  list: ReturnType<typeof usePostListParams>;
  categories: readonly CategoryWithCount[] | undefined;
}) {
  const { categoryId } = list.params;
  const onCategory = (id: number | undefined) => list.update({ categoryId: id, page: 1 });
  return (
    <ListToolbar searchLabel="חיפוש לפי כותרת" search={list}>
      <FieldRoot w={{ base: 'full', sm: '56' }}>
        <Field.Label>קטגוריה</Field.Label>
        <NativeSelect.Root recipe={nativeSelectSlotRecipe}>
          <NativeSelect.Field
            value={categoryId ?? ''}
            onChange={(event) => onCategory(event.target.value ? Number(event.target.value) : undefined)}
          >
            <option value="">כל הקטגוריות</option>
            {categories?.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
            {/* a link to a category that is gone still shows what it filters by */}
            {categoryId && categories && !categories.some((c) => c.id === categoryId) && (
              <option value={categoryId}>קטגוריה שנמחקה</option>
            )}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FieldRoot>
      <StatusChips statuses={postStatuses} labels={postStatusLabels} filter={list} />
    </ListToolbar>
  );
}
