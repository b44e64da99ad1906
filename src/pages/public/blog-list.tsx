// /blog: hero with the search, category filter, cards, paging. Server-rendered: the route's prefetch
// (src/routes.ts) puts this page's queries in the HTML, so nothing is asked on arrival.
import { Box } from '@chakra-ui/react';
import { BlogHero } from '@/components/blog/blog-hero';
import { BLOG_DESCRIPTION, BLOG_TITLE, RSS_PATH } from '@/components/blog/blog-meta';
import { CategoryFilter } from '@/components/blog/category-filter';
import { PostListResults } from '@/components/blog/post-list-results';
import { SearchBox } from '@/components/blog/search-box';
import { useListParams } from '@/components/blog/use-list-params';
import { PageContainer } from '@/components/layout/page-container';
import { BLOG_CRUMB } from '@/components/seo/crumbs';
import { PageMeta } from '@/components/seo/page-meta';
import { listHref } from '@/lib/blog-list-params';
import { trpc } from '@/lib/trpc';

const BASE = '/blog';

export default function BlogListPage() {
  const { input, search } = useListParams();
  const list = trpc.blog.list.useQuery(input);
  const categories = trpc.blog.categories.useQuery();
  const { page, q } = input;
  // a page past the last one is answered 404 (the route's prefetch): not for a search engine's index
  const pastEnd = page > 1 && list.data?.items.length === 0;
  return (
    <>
      <PageMeta
        title={page > 1 ? `${BLOG_TITLE} – עמוד ${page}` : BLOG_TITLE}
        description={BLOG_DESCRIPTION}
        keywords={['בלוג ביטוח', 'מדריכי ביטוח', 'ביטוח נסיעות', 'ביטוח בריאות', 'פנסיה', 'חיסכון']}
        path={listHref(BASE, page)}
        breadcrumbs={[BLOG_CRUMB]}
        noindex={Boolean(q) || pastEnd}
      />
      <link rel="alternate" type="application/rss+xml" title={`${BLOG_TITLE} – RSS`} href={RSS_PATH} />
      <BlogHero
        title={BLOG_TITLE}
        lead="מדריכים, טיפים ועדכונים מעולם הביטוח, הפנסיה והחיסכון – כדי שתדעו מה לבדוק לפני שחותמים."
        crumbs={[BLOG_CRUMB]}
      >
        <SearchBox action={BASE} value={q ?? ''} onSearch={search} />
      </BlogHero>
      <PageContainer py={{ base: '8', md: '12' }}>
        <CategoryFilter categories={categories.data ?? []} />
        <Box>
          <PostListResults
            base={BASE}
            data={list.data ?? undefined}
            page={page}
            q={q}
            failed={list.isError}
            onRetry={() => list.refetch()}
            emptyText="עדיין אין מאמרים בבלוג."
          />
        </Box>
      </PageContainer>
    </>
  );
}
