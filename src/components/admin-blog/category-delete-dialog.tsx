import { Field, NativeSelect, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { formatNumber } from '@/components/admin-applications/format';
import { FieldRoot } from '@/components/ui/field-root';
import type { CategoryWithCount } from '@/shared/blog';
import { ConfirmDialog } from './confirm-dialog';
import { nativeSelectSlotRecipe } from './recipes';

export const postsText = (n: number) =>
  n === 0 ? 'אין מאמרים' : n === 1 ? 'מאמר אחד' : `${formatNumber(n)} מאמרים`;

/**
 * Deleting a category: an empty one goes at once; one with posts goes only together with moving them to
 * a category chosen here. With no other category to take them, the dialog says so and offers no delete.
 */
export function CategoryDeleteDialog({
  category,
  categories,
  busy,
  onDelete,
  onCancel,
  returnFocus,
}: {
  category: CategoryWithCount | null;
  categories: readonly CategoryWithCount[];
  busy: boolean;
  onDelete: (input: { id: number; moveTo?: number }) => void;
  onCancel: () => void;
  returnFocus: () => HTMLElement | null;
}) {
  const id = useId();
  const others = categories.filter((c) => c.id !== category?.id);
  const hasPosts = (category?.posts ?? 0) > 0;
  const [choice, setChoice] = useState<{ for?: number; id?: number }>({});
  // each opening starts from the first other category
  const moveTo =
    (choice.for === category?.id ? others.find((c) => c.id === choice.id)?.id : undefined) ?? others[0]?.id;
  const canDelete = category !== null && (!hasPosts || moveTo !== undefined);
  const name = <bdi>„{category?.name}“</bdi>;

  return (
    <ConfirmDialog
      open={category !== null}
      title="מחיקת הקטגוריה"
      confirmLabel={canDelete ? (hasPosts ? 'העברה ומחיקה' : 'מחיקה') : undefined}
      cancelLabel={canDelete ? 'ביטול' : 'סגירה'}
      destructive
      busy={busy}
      returnFocus={returnFocus}
      onConfirm={() => category && onDelete({ id: category.id, moveTo: hasPosts ? moveTo : undefined })}
      onCancel={onCancel}
      field={
        hasPosts &&
        others.length > 0 && (
          <FieldRoot mt="4" ids={{ control: `${id}-select` }}>
            <Field.Label>העברת המאמרים לקטגוריה</Field.Label>
            <NativeSelect.Root recipe={nativeSelectSlotRecipe}>
              <NativeSelect.Field
                value={moveTo ?? ''}
                onChange={(e) => setChoice({ for: category?.id, id: Number(e.target.value) })}
              >
                {others.map((other) => (
                  <option key={other.id} value={other.id}>
                    {other.name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FieldRoot>
        )
      }
    >
      {!hasPosts ? (
        <Text>למחוק את הקטגוריה {name}?</Text>
      ) : others.length > 0 ? (
        <Text>
          בקטגוריה {name} יש {postsText(category?.posts ?? 0)}. בחרו לאיזו קטגוריה להעביר אותם, והקטגוריה
          תימחק.
        </Text>
      ) : (
        <Text>
          בקטגוריה {name} יש {postsText(category?.posts ?? 0)}, ואין קטגוריה אחרת שאפשר להעביר אליה אותם.
          הוסיפו קטגוריה חדשה, ואז תוכלו להעביר אליה את המאמרים ולמחוק את זו.
        </Text>
      )}
    </ConfirmDialog>
  );
}
