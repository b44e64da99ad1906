// /blog/{slug}: server-rendered with its text in the HTML; an unknown or unpublished slug shows
// 'המאמר לא נמצא' with a 404 (the route's prefetch in src/routes.ts marks it).
import { Box, Skeleton } from '@chakra-ui/react';
import { skeletonRecipe } from 'chakra-theme/recipes/skeleton';
import { articleJsonLd, RSS_PATH } from '@/components/blog/blog-meta';
import { BlogNotFound } from '@/components/blog/blog-not-found';
import { PostArticle } from '@/components/blog/post-article';
import { PageContainer } from '@/components/layout/page-container';
import { BLOG_CRUMB } from '@/components/seo/crumbs';
import { PageMeta } from '@/components/seo/page-meta';
import { useSite } from '@/lib/site-context';
import { isNotFound, trpc } from '@/lib/trpc';
import { useRouteParams } from '@/routes';
import { categoryPath, postPath } from '@/shared/blog-core';

export default function BlogPostPage() {
  const { slug = '' } = useRouteParams();
  const { publicUrl } = useSite();
  const query = trpc.blog.post.useQuery({ slug });
  const { data: post, isError, refetch } = query;

  if (isNotFound(query)) {
    return <BlogNotFound title="המאמר לא נמצא" text="ייתכן שהכתובת שגויה, או שהמאמר הוסר או טרם פורסם." />;
  }
  if (isError) {
    return (
      <PageContainer py="16" textAlign="center" role="alert">
        <Box fontSize="lg">לא הצלחנו לטעון את המאמר.</Box>
        <Box asChild mt="4" color="brand.fg" textDecoration="underline">
          <button type="button" onClick={() => refetch()}>
            נסו שוב
          </button>
        </Box>
      </PageContainer>
    );
  }
  if (!post) {
    return (
      <PageContainer py={{ base: '8', md: '12' }} role="status" aria-live="polite">
        <Box srOnly>טוען את המאמר...</Box>
        <Box maxW="4xl" mx="auto" aria-hidden="true">
          <Skeleton recipe={skeletonRecipe} h="6" w="24" borderRadius="full" />
          <Skeleton recipe={skeletonRecipe} h="12" w="90%" mt="4" />
          <Skeleton recipe={skeletonRecipe} h="4" w="40" mt="5" />
          <Skeleton recipe={skeletonRecipe} w="full" aspectRatio="1200 / 630" mt="8" borderRadius="2xl" />
        </Box>
      </PageContainer>
    );
  }

  const path = postPath(post.slug);
  const description = post.seoDescription || post.excerpt || post.title;
  return (
    <>
      <PageMeta
        title={post.seoTitle || post.title}
        description={description}
        keywords={
          post.keywords
            ? post.keywords
                .split(',')
                .map((k) => k.trim())
                .filter(Boolean)
            : undefined
        }
        path={path}
        image={post.shareImage ?? undefined}
        type="article"
        breadcrumbs={[
          BLOG_CRUMB,
          { name: post.category.name, path: categoryPath(post.category.slug) },
          { name: post.title, path },
        ]}
        jsonLd={[articleJsonLd(publicUrl, post, description)]}
      />
      <meta property="article:published_time" content={new Date(post.createdAt).toISOString()} />
      <meta property="article:modified_time" content={new Date(post.updatedAt).toISOString()} />
      <meta property="article:section" content={post.category.name} />
      <link rel="alternate" type="application/rss+xml" title="הבלוג – RSS" href={RSS_PATH} />
      <PostArticle post={post} />
    </>
  );
}
