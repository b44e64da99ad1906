// /blog/category/{slug}: the category's name and description, its posts with paging; an unknown
// category says so with a 404 (the route's prefetch in src/routes.ts marks it).

import { BlogHero } from '@/components/blog/blog-hero';
import { RSS_PATH } from '@/components/blog/blog-meta';
import { BlogNotFound } from '@/components/blog/blog-not-found';
import { CategoryFilter } from '@/components/blog/category-filter';
import { PostListResults } from '@/components/blog/post-list-results';
import { SearchBox } from '@/components/blog/search-box';
import { useListParams } from '@/components/blog/use-list-params';
import { PageContainer } from '@/components/layout/page-container';
import { BLOG_CRUMB } from '@/components/seo/crumbs';
import { PageMeta } from '@/components/seo/page-meta';
import { listHref } from '@/lib/blog-list-params';
import { isNotFound, trpc } from '@/lib/trpc';
import { useRouteParams } from '@/routes';
import { categoryPath } from '@/shared/blog-core';

export default function BlogCategoryPage() {
  const { slug = '' } = useRouteParams();
  const { input, search } = useListParams(slug);
  const category = trpc.blog.category.useQuery({ slug });
  const list = trpc.blog.list.useQuery(input);
  const categories = trpc.blog.categories.useQuery();
  const base = categoryPath(slug);

  // null: no such category (the server's render answered 404)
  if (isNotFound(category) || isNotFound(list)) {
    return <BlogNotFound title="הקטגוריה לא נמצאה" text="הקטגוריה שחיפשתם אינה קיימת בבלוג." />;
  }
  const { page, q } = input;
  const name = category.data?.name ?? '';
  const description = category.data?.description || `מאמרי הבלוג בנושא ${name}.`;
  // a page past the last one is answered 404 (the route's prefetch): not for a search engine's index
  const pastEnd = page > 1 && list.data?.items.length === 0;
  // not the name alone: a product page may bear it ('ביטוח בריאות'), and every page's title is its own
  const title = `${name} – מאמרים בבלוג`;
  return (
    <>
      {category.data && (
        <PageMeta
          title={page > 1 ? `${title}, עמוד ${page}` : title}
          description={description}
          path={listHref(base, page)}
          breadcrumbs={[BLOG_CRUMB, { name, path: base }]}
          noindex={Boolean(q) || pastEnd}
        />
      )}
      <link rel="alternate" type="application/rss+xml" title="הבלוג – RSS" href={RSS_PATH} />
      <BlogHero title={name} lead={category.data?.description} crumbs={[BLOG_CRUMB, { name, path: base }]}>
        <SearchBox action={base} value={q ?? ''} onSearch={search} />
      </BlogHero>
      <PageContainer py={{ base: '8', md: '12' }}>
        <CategoryFilter categories={categories.data ?? []} currentSlug={slug} />
        <PostListResults
          base={base}
          data={list.data ?? undefined}
          page={page}
          q={q}
          failed={list.isError && !isNotFound(list)}
          onRetry={() => list.refetch()}
          emptyText="עדיין אין מאמרים בקטגוריה זו."
        />
      </PageContainer>
    </>
  );
}
