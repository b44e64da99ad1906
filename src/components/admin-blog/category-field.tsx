import { Button, Dialog, Field, Flex, NativeSelect, Portal } from '@chakra-ui/react';
import { Plus } from 'lucide-react';
import { type FormEvent, forwardRef, useId, useRef, useState } from 'react';
import { FormField } from '@/components/ui/form-field';
import { toaster } from '@/components/ui/toaster';
import { withData } from '@/lib/data/runtime';
import { errorMessage, trpc } from '@/lib/trpc';
import { CATEGORY_NAME_MAX, CategoryInputSchema, type CategoryWithCount } from '@/shared/blog';
import { nativeSelectSlotRecipe } from './recipes';

/** 'קטגוריה חדשה': a name, created on the server at once; the new category is then chosen. */
export const NewCategoryDialog = withData(function NewCategoryDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (category: CategoryWithCount) => void;
}) {
  const utils = trpc.useUtils();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const input = useRef<HTMLInputElement>(null);
  const create = trpc.admin.categories.create.useMutation({
    onSuccess: async (category) => {
      toaster.success({ title: 'הקטגוריה נוספה', description: category.name });
      await utils.admin.categories.list.invalidate();
      setName('');
      onCreated(category);
    },
    onError: (failure) => {
      setError(errorMessage(failure, 'יצירת הקטגוריה נכשלה. אנא נסו שוב.'));
      input.current?.focus();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    const parsed = CategoryInputSchema.safeParse({ name });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      input.current?.focus();
      return;
    }
    setError(undefined);
    create.mutate({ name });
  };
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(event) => !event.open && onClose()}
      initialFocusEl={() => input.current}
      placement="center"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content asChild>
            <form onSubmit={submit} noValidate>
              <Dialog.Header>
                <Dialog.Title>קטגוריה חדשה</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <FormField
                  ref={input}
                  label="שם הקטגוריה"
                  required
                  maxLength={CATEGORY_NAME_MAX}
                  value={name}
                  onChange={(event) => setName(event.target.value)}
                  error={error}
                />
              </Dialog.Body>
              <Dialog.Footer gap="3">
                <Button variant="outline" onClick={onClose}>
                  ביטול
                </Button>
                <Button type="submit" loading={create.isPending}>
                  הוספה
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
});

type SelectProps = Omit<React.ComponentProps<'select'>, 'ref'> & { error?: string };

/** The post's category: a select of every category, and 'קטגוריה חדשה' beside it. */
export const CategoryField = withData(
  forwardRef<HTMLSelectElement, SelectProps & { onCreated: (id: number) => void }>(function CategoryField(
    { error, onCreated, ...select },
    ref,
  ) {
    const id = useId();
    const categories = trpc.admin.categories.list.useQuery();
    const [open, setOpen] = useState(false);
    return (
      <Field.Root
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
      </Field.Root>
    );
  }),
);
