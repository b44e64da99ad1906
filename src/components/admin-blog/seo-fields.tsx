import { Field, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { useId } from 'react';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { FieldRoot } from '@/components/ui/field-root';
import {
  KEYWORDS_MAX,
  type PostInput,
  type PostValues,
  SEO_DESCRIPTION_MAX,
  SEO_TITLE_MAX,
} from '@/shared/blog';
import { CharCounter } from './char-counter';
import { textareaRecipe } from './recipes';

type PostForm = UseFormReturn<PostInput, unknown, PostValues>;

function SeoField({
  form,
  name,
  label,
  max,
  what,
  multiline,
  placeholder,
}: {
  form: PostForm;
  name: 'seoTitle' | 'seoDescription';
  label: string;
  max: number;
  what: string;
  multiline?: boolean;
  placeholder?: string;
}) {
  const id = useId();
  const value = useWatch({ control: form.control, name }) ?? '';
  const error = form.formState.errors[name]?.message;
  const described = error ? `${id}-error ${id}-count` : `${id}-count`;
  const props = { ...form.register(name), 'aria-describedby': described, placeholder };
  return (
    <FieldRoot invalid={Boolean(error)} ids={{ control: `${id}-input`, errorText: `${id}-error` }}>
      <Field.Label>{label}</Field.Label>
      {multiline ? <Textarea recipe={textareaRecipe} rows={3} autoresize {...props} /> : <Input {...props} />}
      <CharCounter id={`${id}-count`} length={value.length} max={max} what={what} />
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </FieldRoot>
  );
}

/** Title, description and keywords for search engines, with the lengths Google shows. */
export function SeoFields({ form }: { form: PostForm }) {
  const id = useId();
  const title = useWatch({ control: form.control, name: 'title' });
  const excerpt = useWatch({ control: form.control, name: 'excerpt' });
  const keywordsError = form.formState.errors.keywords?.message;
  return (
    <Stack as="fieldset" gap="4" minW="0">
      <Text as="legend" fontWeight="bold" mb="2">
        קידום במנועי חיפוש
      </Text>
      <SeoField
        form={form}
        name="seoTitle"
        label="כותרת לגוגל"
        max={SEO_TITLE_MAX}
        what="גוגל יקצר אותה, יש לקצר"
        placeholder={title || undefined}
      />
      <SeoField
        form={form}
        name="seoDescription"
        label="תיאור לגוגל"
        max={SEO_DESCRIPTION_MAX}
        what="גוגל יקצר אותו, יש לקצר"
        multiline
        placeholder={excerpt || undefined}
      />
      <FieldRoot
        invalid={Boolean(keywordsError)}
        ids={{ control: `${id}-keywords`, errorText: `${id}-kw-error` }}
      >
        <Field.Label>מילות מפתח</Field.Label>
        <Input {...form.register('keywords')} maxLength={KEYWORDS_MAX + 50} />
        {keywordsError ? (
          <Field.ErrorText>{keywordsError}</Field.ErrorText>
        ) : (
          <Field.HelperText>מופרדות בפסיקים, למשל: ביטוח דירה, ביטוח מבנה</Field.HelperText>
        )}
      </FieldRoot>
      <Text fontSize="xs" color="fg.muted">
        שדה ריק: גוגל יקבל את כותרת המאמר ואת התקציר.
      </Text>
    </Stack>
  );
}
