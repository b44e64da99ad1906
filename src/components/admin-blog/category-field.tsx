import { Button, Field, Flex, NativeSelect } from '@chakra-ui/react';
import { Plus } from 'lucide-react';
import { forwardRef, useId, useState } from 'react';
import { FieldRoot } from '@/components/ui/field-root';
import { toaster } from '@/components/ui/toaster';
import { errorMessage, trpc } from '@/lib/trpc';
import type { CategoryWithCount } from '@/shared/blog';
import { CategoryNameDialog } from './category-dialog';
import { nativeSelectSlotRecipe } from './recipes';

/** 'קטגוריה חדשה': a name, created on the server at once; the new category is then chosen. */
export function NewCategoryDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (category: CategoryWithCount) => void;
}) {
  const utils = trpc.useUtils();
  const [error, setError] = useState<string | undefined>();
  const create = trpc.admin.categories.create.useMutation({
    onSuccess: async (category) => {
      toaster.success({ title: 'הקטגוריה נוספה', description: category.name });
      await utils.admin.categories.list.invalidate();
      onCreated(category);
    },
    onError: (failure) => setError(errorMessage(failure, 'יצירת הקטגוריה נכשלה. אנא נסו שוב.')),
  });
  return (
    <CategoryNameDialog
      open={open}
      title="קטגוריה חדשה"
      initialName=""
      submitLabel="הוספה"
      busy={create.isPending}
      error={error}
      onSubmit={(name) => {
        setError(undefined);
        create.mutate({ name });
      }}
      onClose={onClose}
    />
  );
}

type SelectProps = Omit<React.ComponentProps<'select'>, 'ref'> & { error?: string };

/** The post's category: a select of every category, and 'קטגוריה חדשה' beside it. */
export const CategoryField = forwardRef<HTMLSelectElement, SelectProps & { onCreated: (id: number) => void }>(
  function CategoryField({ error, onCreated, ...select }, ref) {
    const id = useId();
    const categories = trpc.admin.categories.list.useQuery();
    const [open, setOpen] = useState(false);
    return (
      <FieldRoot
        required
        invalid={Boolean(error)}
        ids={{ control: `${id}-select`, errorText: `${id}-error` }}
      >
        <Field.Label>
          קטגוריה
          <Field.RequiredIndicator />
        </Field.Label>
        <Flex gap="2" w="full" wrap="wrap">
          <NativeSelect.Root recipe={nativeSelectSlotRecipe} flex="1 1 10rem">
            <NativeSelect.Field ref={ref} {...select} aria-describedby={error ? `${id}-error` : undefined}>
              <option value="">{categories.isPending ? 'טוען...' : 'בחרו קטגוריה'}</option>
              {categories.data?.map((category) => (
                <option key={category.id} value={category.id}>
                  {category.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Button variant="outline" aria-haspopup="dialog" onClick={() => setOpen(true)}>
            <Plus aria-hidden="true" />
            קטגוריה חדשה
          </Button>
        </Flex>
        {error && <Field.ErrorText>{error}</Field.ErrorText>}
        <NewCategoryDialog
          open={open}
          onClose={() => setOpen(false)}
          onCreated={(category) => {
            setOpen(false);
            onCreated(category.id);
          }}
        />
      </FieldRoot>
    );
  },
);
