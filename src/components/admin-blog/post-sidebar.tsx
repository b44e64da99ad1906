import { Box, Stack, Switch, Text } from '@chakra-ui/react';
import { Controller, type UseFormReturn, useWatch } from 'react-hook-form';
import { FormField, registerField } from '@/components/ui/form-field';
import { IMAGE_ALT_MAX, type PostInput, type PostValues } from '@/shared/blog';
import { CategoryField } from './category-field';
import { CoverImageField } from './cover-image-field';
import { switchSlotRecipe } from './recipes';
import { SeoFields } from './seo-fields';

/** The editor's side column: publishing and the save status, category, cover image, SEO. */
export function PostSidebar({
  form,
  statusText,
}: {
  form: UseFormReturn<PostInput, unknown, PostValues>;
  /** the autosave's quiet status, or why there is none */
  statusText: string;
}) {
  const errors = form.formState.errors;
  const image = useWatch({ control: form.control, name: 'image' });
  // controlled: the post's category arrives before the list of categories, and a plain select would
  // then show 'בחרו קטגוריה' although the form holds the post's category
  const categoryId = useWatch({ control: form.control, name: 'categoryId' });
  return (
    <Stack gap="6" minW="0">
      <Box borderWidth="1px" borderRadius="lg" p="4" bg="bg.subtle">
        <Controller
          control={form.control}
          name="published"
          render={({ field }) => (
            <Switch.Root
              recipe={switchSlotRecipe}
              checked={Boolean(field.value)}
              onCheckedChange={(event) => field.onChange(event.checked)}
              colorPalette="green"
            >
              <Switch.HiddenInput ref={field.ref} onBlur={field.onBlur} />
              <Switch.Control>
                <Switch.Thumb />
              </Switch.Control>
              <Switch.Label>מפורסם באתר</Switch.Label>
            </Switch.Root>
          )}
        />
        <Text role="status" aria-live="polite" mt="3" fontSize="sm" color="fg.muted">
          {statusText}
        </Text>
      </Box>
      <CategoryField
        {...form.register('categoryId', {
          setValueAs: (v) => (v === '' || v == null ? undefined : Number(v)),
        })}
        value={categoryId ?? ''}
        error={errors.categoryId?.message}
        onCreated={(categoryId) =>
          form.setValue('categoryId', categoryId, { shouldDirty: true, shouldValidate: true })
        }
      />
      <CoverImageField
        image={image ?? null}
        onChange={(url) => form.setValue('image', url, { shouldDirty: true })}
        error={errors.image?.message}
        altField={
          <FormField
            label="טקסט חלופי לתמונה"
            required
            maxLength={IMAGE_ALT_MAX}
            {...registerField(form, 'imageAlt')}
          />
        }
      />
      <SeoFields form={form} />
    </Stack>
  );
}
