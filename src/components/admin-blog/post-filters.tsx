import { Button, chakra, Field, Flex, NativeSelect } from '@chakra-ui/react';
import { ListSearchField } from '@/components/admin-ui/list-search-field';
import { FieldRoot } from '@/components/ui/field-root';
import { type CategoryWithCount, type PostStatus, postStatusLabels } from '@/shared/blog';
import { nativeSelectSlotRecipe } from './recipes';

const statusChips: { value: PostStatus | undefined; label: string }[] = [
  { value: undefined, label: 'הכול' },
  { value: 'published', label: postStatusLabels.published },
  { value: 'draft', label: postStatusLabels.draft },
];

/** The title search, the status toggles and the category select of /admin/blog. */
export function PostFilters({
  searchText,
  onSearchText,
  status,
  onStatus,
  categoryId,
  onCategory,
  categories,
}: {
  searchText: string;
  onSearchText: (text: string) => void;
  status: PostStatus | undefined;
  onStatus: (status: PostStatus | undefined) => void;
  categoryId: number | undefined;
  onCategory: (id: number | undefined) => void;
  categories: readonly CategoryWithCount[] | undefined;
}) {
  return (
    <Flex gap="4" wrap="wrap" align="flex-end" mb="4">
      <ListSearchField
        label="חיפוש לפי כותרת"
        value={searchText}
        onChange={onSearchText}
        flex="1 1 16rem"
        maxW={{ lg: 'sm' }}
      />
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
      <chakra.div role="group" aria-label="סינון לפי סטטוס" display="flex" gap="2" flexWrap="wrap">
        {statusChips.map((chip) => (
          <Button
            key={chip.label}
            size="sm"
            borderRadius="full"
            variant={status === chip.value ? 'solid' : 'outline'}
            aria-pressed={status === chip.value}
            onClick={() => onStatus(chip.value)}
          >
            {chip.label}
          </Button>
        ))}
      </chakra.div>
    </Flex>
  );
}
