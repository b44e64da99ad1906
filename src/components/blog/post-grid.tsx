import { Box, Flex, Skeleton, SkeletonText } from '@chakra-ui/react';
import { skeletonRecipe } from 'chakra-theme/recipes/skeleton';
import { CardGrid } from '@/components/marketing/card-grid';
import { cardSurface } from '@/components/marketing/card-surface';
import { BLOG_PAGE_SIZE, type PostSummary } from '@/shared/blog-core';
import { COVER_HEIGHT, COVER_WIDTH, PostCard } from './post-card';

const columns = { base: 1, md: 2, lg: 3 } as const;
/** cards in the first row at the widest layout: their covers load at once */
const FIRST_ROW = 3;

interface PostGridProps {
  posts: readonly PostSummary[];
  /** the list's accessible name */
  label: string;
  headingAs?: 'h2' | 'h3';
  /** every cover lazy (a list below the fold, e.g. related posts) */
  lazy?: boolean;
}

/** Cards in one column on a phone, two from md, three from lg. */
export function PostGrid({ posts, label, headingAs, lazy = false }: PostGridProps) {
  return (
    <CardGrid columns={columns} aria-label={label}>
      {posts.map((post, index) => (
        <PostCard key={post.id} post={post} eager={!lazy && index < FIRST_ROW} headingAs={headingAs} />
      ))}
    </CardGrid>
  );
}

/** The grid's placeholder while a page of posts loads (a search, another page, after navigation). */
export function PostGridSkeleton({ count = BLOG_PAGE_SIZE }: { count?: number }) {
  return (
    <Box role="status" aria-live="polite">
      <Box srOnly>טוען מאמרים...</Box>
      <CardGrid columns={columns} aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
          <Flex as="li" key={index} direction="column" overflow="hidden" {...cardSurface}>
            <Skeleton
              recipe={skeletonRecipe}
              w="full"
              aspectRatio={`${COVER_WIDTH} / ${COVER_HEIGHT}`}
              borderRadius="0"
            />
            <Flex direction="column" gap="3" p={{ base: '5', md: '6' }}>
              <Skeleton recipe={skeletonRecipe} h="4" w="24" />
              <Skeleton recipe={skeletonRecipe} h="6" w="90%" />
              <SkeletonText recipe={skeletonRecipe} noOfLines={3} gap="2" />
              <Skeleton recipe={skeletonRecipe} h="4" w="28" />
            </Flex>
          </Flex>
        ))}
      </CardGrid>
    </Box>
  );
}
