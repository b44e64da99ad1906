import { Box, Button, Heading, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { StaticContent } from '@/components/static-content';
import { LinkButton } from '@/components/ui/link-button';
import type { PostPage } from '@/shared/blog-core';
import { Pagination } from './pagination';
import { PostGrid, PostGridSkeleton } from './post-grid';

interface PostListResultsProps {
  /** /blog or /blog/category/{slug} */
  base: string;
  /** undefined while loading */
  data: PostPage | undefined;
  page: number;
  q?: string;
  /** the query failed (not a missing page): offer to try again */
  failed: boolean;
  onRetry: () => void;
  /** what an empty list says without a search */
  emptyText: string;
}

const countText = (total: number) => (total === 1 ? 'מאמר אחד' : `${total} מאמרים`);

/** A list page's results: a heading with the count, the cards (or skeletons, or why none), the pages. */
export function PostListResults({ base, data, page, q, failed, onRetry, emptyText }: PostListResultsProps) {
  const top = useRef<HTMLHeadingElement>(null);
  const firstPage = useRef(page);
  // another page of the same list: back to the top of the list, not the bottom of the page
  useEffect(() => {
    if (page === firstPage.current) return;
    firstPage.current = page;
    top.current?.scrollIntoView({ block: 'start' });
  }, [page]);

  // the search in <bdi>: a Latin word inside the Hebrew sentence keeps its place
  const quoted = q && <bdi>"{q}"</bdi>;
  const heading = q ? (
    <>
      תוצאות חיפוש עבור {quoted}:{' '}
      {data ? (data.total > 0 ? countText(data.total) : 'אין תוצאות') : 'מחפשים...'}
    </>
  ) : (
    'המאמרים'
  );

  return (
    <Box as="section" aria-labelledby="posts-heading" mt={{ base: '8', md: '10' }}>
      <Heading
        as="h2"
        id="posts-heading"
        ref={top}
        size={{ base: 'lg', md: 'xl' }}
        color="brand.900"
        mb="6"
        scrollMarginTop="24"
        aria-live="polite"
        {...(q ? {} : { srOnly: true })}
      >
        {heading}
      </Heading>
      {failed ? (
        <Box textAlign="center" py="12" role="alert">
          <Text fontSize="lg">לא הצלחנו לטעון את המאמרים.</Text>
          <Button mt="4" onClick={onRetry}>
            נסו שוב
          </Button>
        </Box>
      ) : !data ? (
        <PostGridSkeleton />
      ) : data.items.length === 0 ? (
        <Box textAlign="center" py={{ base: '10', md: '16' }} bg="bg.muted" borderRadius="2xl" px="4">
          <Text fontSize="lg" fontWeight="medium">
            {q ? (
              <>לא נמצאו מאמרים שהכותרת שלהם כוללת {quoted}.</>
            ) : page > 1 ? (
              'אין מאמרים בעמוד זה.'
            ) : (
              emptyText
            )}
          </Text>
          {(q || page > 1) && (
            <LinkButton asChild mt="5" variant="outline">
              <Link to={base}>{q ? 'ניקוי החיפוש והצגת כל המאמרים' : 'לעמוד הראשון'}</Link>
            </LinkButton>
          )}
        </Box>
      ) : (
        <>
          {/* the cards are text, pictures and links: the page load adopts the server's HTML of them
              instead of hydrating up to nine cards (StaticContent). Keyed by the list, so another page
              or search renders its own cards. */}
          <StaticContent key={`${base}?${q ?? ''}#${data.page}`}>
            <PostGrid posts={data.items} label={q ? 'תוצאות החיפוש' : 'רשימת המאמרים'} />
          </StaticContent>
          <Pagination base={base} page={data.page} total={data.total} pageSize={data.pageSize} q={q} />
        </>
      )}
    </Box>
  );
}
