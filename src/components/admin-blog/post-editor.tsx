import { Box, Button, chakra, Field, Flex, Grid, Stack, Text, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { ExternalLink, Eye, Save } from 'lucide-react';
import { useCallback, useId, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useLocation } from 'wouter';
import { AdminPageHeader } from '@/components/admin-inbox/admin-table';
import { FieldRoot } from '@/components/ui/field-root';
import { FormField } from '@/components/ui/form-field';
import { LinkButton } from '@/components/ui/link-button';
import { toaster } from '@/components/ui/toaster';
import { errorMessage, showFieldIssues, trpc } from '@/lib/trpc';
import {
  type AdminPost,
  EXCERPT_MAX,
  type PostInput,
  PostInputSchema,
  type PostValues,
  postPath,
  TITLE_MAX,
} from '@/shared/blog';
import { slugify } from '@/shared/slug';
import { CharCounter } from './char-counter';
import { RichTextEditor, type RichTextHandle } from './editor/rich-text-editor';
import { formValues } from './post-form-values';
import { PostSidebar } from './post-sidebar';
import { PreviewDialog } from './preview-dialog';
import { textareaRecipe } from './recipes';
import { autosaveText, useAutosave } from './use-autosave';
import { useLeaveGuard } from './use-leave-guard';

/**
 * The post editor (/admin/blog/new, /admin/blog/{id}/edit). `formKey` travels in the history state when a
 * new post's first save moves the URL to /edit, so the page keeps this very form (and the cursor).
 */
export function PostEditor({ post, formKey }: { post: AdminPost | null; formKey: string }) {
  const utils = trpc.useUtils();
  const [, navigate] = useLocation();
  const id = useId();
  const form = useForm<PostInput, unknown, PostValues>({
    resolver: zodResolver(PostInputSchema),
    defaultValues: formValues(post),
  });
  const [saved, setSaved] = useState<AdminPost | null>(post);
  const savedRef = useRef(saved);
  const [slugFollowsTitle, setSlugFollowsTitle] = useState(post === null);
  const [previewOpen, setPreviewOpen] = useState(false);
  const content = useRef<RichTextHandle>(null);
  const create = trpc.admin.blog.create.useMutation();
  const update = trpc.admin.blog.update.useMutation();
  // saves run one after another: an autosave in flight and a click on 'שמירה' never create two posts
  const queue = useRef<Promise<unknown>>(Promise.resolve());

  const persist = useCallback(
    (values: PostValues): Promise<AdminPost> => {
      const sent = form.getValues();
      const run = queue.current.then(async () => {
        const current = savedRef.current;
        const result = current
          ? await update.mutateAsync({ id: current.id, ...values })
          : await create.mutateAsync(values);
        savedRef.current = result;
        setSaved(result);
        // what was sent is the new baseline: edits typed during the save stay unsaved
        form.reset({ ...sent, slug: sent.slug || result.slug }, { keepValues: true, keepErrors: true });
        if (!form.getValues('slug')) form.setValue('slug', result.slug);
        utils.admin.blog.get.setData({ id: result.id }, result);
        void utils.admin.blog.list.invalidate();
        void utils.admin.categories.list.invalidate();
        if (!current) navigate(`/admin/blog/${result.id}/edit`, { replace: true, state: { formKey } });
        return result;
      });
      queue.current = run.catch(() => undefined);
      return run;
    },
    [form, create, update, utils, navigate, formKey],
  );

  const published = useWatch({ control: form.control, name: 'published' });
  const autosaveOn = !saved?.published && !published;
  const autosave = useAutosave(form, autosaveOn, async (values) => {
    try {
      await persist(values);
      return null;
    } catch (error) {
      const focused = document.activeElement;
      showFieldIssues(form, error);
      // a quiet save never takes the author's focus
      if (focused instanceof HTMLElement) focused.focus();
      return errorMessage(error, 'אין חיבור לשרת');
    }
  });
  const { dialog: leaveDialog } = useLeaveGuard(form.formState.isDirty);

  const submit = form.handleSubmit(async (values) => {
    const publishing = values.published && !savedRef.current?.published;
    try {
      await persist(values);
      toaster.success({ title: publishing ? 'המאמר פורסם' : 'המאמר נשמר בהצלחה' });
    } catch (error) {
      const onFields = showFieldIssues(form, error);
      toaster.error({
        title: 'שמירת המאמר נכשלה',
        description: onFields
          ? 'יש לתקן את השדות המסומנים.'
          : errorMessage(error, 'אנא נסו שוב בעוד כמה רגעים.'),
      });
    }
  });

  const title = form.register('title', {
    onChange: (event: { target: { value: string } }) => {
      if (slugFollowsTitle) form.setValue('slug', slugify(event.target.value), { shouldDirty: true });
    },
  });
  const slug = form.register('slug', {
    // typed by hand: the slug stays; emptied: it follows the title again
    onChange: (event: { target: { value: string } }) => setSlugFollowsTitle(event.target.value === ''),
  });
  const values = useWatch({ control: form.control });
  const categories = trpc.admin.categories.list.useQuery();
  const errors = form.formState.errors;
  const busy = create.isPending || update.isPending;
  const statusText = saved?.published
    ? 'המאמר מפורסם, ולכן אין שמירה אוטומטית: שינויים יופיעו באתר רק אחרי לחיצה על "שמירה".'
    : published
      ? 'השמירה האוטומטית מושהית: המאמר יפורסם בלחיצה על "פרסום".'
      : autosaveText(autosave) || 'טיוטה: שינויים נשמרים אוטומטית כמה שניות אחרי שמפסיקים להקליד.';

  return (
    <>
      <AdminPageHeader
        title={saved ? 'עריכת מאמר' : 'מאמר חדש'}
        actions={
          <Flex gap="2" wrap="wrap">
            {saved?.published && (
              <LinkButton asChild variant="ghost">
                <a href={postPath(saved.slug)} target="_blank" rel="noopener">
                  <ExternalLink aria-hidden="true" />
                  צפייה באתר
                  <Box as="span" srOnly>
                    (בלשונית חדשה)
                  </Box>
                </a>
              </LinkButton>
            )}
            <Button variant="outline" aria-haspopup="dialog" onClick={() => setPreviewOpen(true)}>
              <Eye aria-hidden="true" />
              תצוגה מקדימה
            </Button>
            <Button type="submit" form={`${id}-form`} loading={busy && !autosaveOn} loadingText="שומר...">
              <Save aria-hidden="true" />
              {published && !saved?.published ? 'פרסום' : 'שמירה'}
            </Button>
          </Flex>
        }
      />
      <chakra.form id={`${id}-form`} onSubmit={submit} noValidate aria-label="פרטי המאמר">
        <Grid
          templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 20rem' }}
          gap="8"
          alignItems="start"
        >
          <Stack gap="5" minW="0">
            <FormField
              label="כותרת"
              required
              maxLength={TITLE_MAX + 20}
              {...title}
              error={errors.title?.message}
            />
            <FormField
              label="כתובת המאמר"
              dir="ltr"
              spellCheck={false}
              autoCapitalize="none"
              {...slug}
              error={errors.slug?.message}
              // the path is left-to-right inside the Hebrew sentence: isolated (LRI … PDI)
              helper={`באתר: \u2066/blog/${values.slug || '…'}\u2069${slugFollowsTitle ? ' · נוצרת מהכותרת עד שתשנו אותה' : ''}`}
            />
            <FieldRoot
              invalid={Boolean(errors.excerpt)}
              ids={{ control: `${id}-excerpt`, errorText: `${id}-excerpt-error` }}
            >
              <Field.Label>תקציר</Field.Label>
              <Textarea
                recipe={textareaRecipe}
                rows={3}
                autoresize
                {...form.register('excerpt')}
                aria-describedby={`${id}-excerpt-count`}
              />
              <CharCounter
                id={`${id}-excerpt-count`}
                length={values.excerpt?.length ?? 0}
                max={EXCERPT_MAX}
                what="יש לקצר"
              />
              {errors.excerpt && <Field.ErrorText>{errors.excerpt.message}</Field.ErrorText>}
            </FieldRoot>
            <Box>
              <Text id={`${id}-content-label`} fontWeight="medium" fontSize="sm" mb="1.5">
                תוכן המאמר
              </Text>
              <Controller
                control={form.control}
                name="content"
                render={({ field, fieldState }) => (
                  <RichTextEditor
                    handle={(handle: RichTextHandle | null) => {
                      content.current = handle;
                      field.ref(handle);
                    }}
                    initialHtml={field.value ?? ''}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    labelId={`${id}-content-label`}
                    invalid={fieldState.invalid}
                    describedBy={fieldState.error ? `${id}-content-error` : undefined}
                  />
                )}
              />
              {errors.content && (
                <Text id={`${id}-content-error`} mt="1.5" fontSize="sm" color="fg.error">
                  {errors.content.message}
                </Text>
              )}
            </Box>
          </Stack>
          <PostSidebar form={form} statusText={statusText} />
        </Grid>
      </chakra.form>
      <PreviewDialog
        open={previewOpen}
        onClose={() => setPreviewOpen(false)}
        post={{
          title: values.title ?? '',
          excerpt: values.excerpt ?? '',
          content: values.content ?? '',
          image: values.image ?? null,
          imageAlt: values.imageAlt ?? '',
          categoryName: categories.data?.find((c) => c.id === Number(values.categoryId))?.name,
          date: saved?.createdAt ?? new Date(),
        }}
      />
      {leaveDialog}
    </>
  );
}
