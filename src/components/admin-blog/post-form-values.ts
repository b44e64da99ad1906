import type { AdminPost, PostInput } from '@/shared/blog';

/** The form's values for a post (or an empty new one); the optional text fields are '' in the form. */
export function formValues(post: AdminPost | null): PostInput {
  return {
    title: post?.title ?? '',
    slug: post?.slug ?? '',
    excerpt: post?.excerpt ?? '',
    content: post?.content ?? '',
    image: post?.image ?? null,
    imageAlt: post?.imageAlt ?? '',
    // no category yet: the select shows its placeholder and the schema asks for one
    categoryId: post?.categoryId ?? (undefined as unknown as number),
    published: post?.published ?? false,
    seoTitle: post?.seoTitle ?? '',
    seoDescription: post?.seoDescription ?? '',
    keywords: post?.keywords ?? '',
  };
}
