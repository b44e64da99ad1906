import { Box, Flex, Heading, Image, LinkOverlay, Text } from '@chakra-ui/react';
import { Link } from 'wouter';
import { cardSurface, linkedCard } from '@/components/marketing/card-surface';
import { type PostSummary, postPath } from '@/shared/blog-core';
import { PostDate } from './post-date';

/** Covers are 1200×630 (the seeded pictures, the uploaded variants' shape); cards show them at that ratio. */
export const COVER_WIDTH = 1200;
export const COVER_HEIGHT = 630;
const FALLBACK_IMAGE = '/images/blog/default.svg';

interface PostCardProps {
  post: PostSummary;
  /** in the first row: loaded at once instead of when scrolled near */
  eager?: boolean;
  /** the title's heading level under the list's own heading */
  headingAs?: 'h2' | 'h3';
}

/** A post as a card (a list item): cover, category, title (the link), excerpt and date. */
export function PostCard({ post, eager = false, headingAs = 'h2' }: PostCardProps) {
  const excerptId = `post-${post.id}-excerpt`;
  return (
    <Flex as="li" direction="column" overflow="hidden" {...linkedCard} {...cardSurface}>
      <Image
        src={post.image ?? FALLBACK_IMAGE}
        alt=""
        htmlWidth={String(COVER_WIDTH)}
        htmlHeight={String(COVER_HEIGHT)}
        loading={eager ? undefined : 'lazy'}
        decoding="async"
        w="full"
        h="auto"
        aspectRatio={`${COVER_WIDTH} / ${COVER_HEIGHT}`}
        objectFit="cover"
        bg="brand.subtle"
      />
      <Flex direction="column" gap="2" p={{ base: '5', md: '6' }} flex="1">
        <Text fontSize="sm" fontWeight="semibold" color="brand.fg">
          {post.category.name}
        </Text>
        <Heading as={headingAs} size="lg" lineHeight="1.4" color="brand.900">
          <LinkOverlay asChild _focusVisible={{ outline: 'none' }}>
            <Link to={postPath(post.slug)} aria-describedby={excerptId}>
              {post.title}
            </Link>
          </LinkOverlay>
        </Heading>
        <Text id={excerptId} color="fg.muted" lineClamp={3} flex="1">
          {post.excerpt}
        </Text>
        <Box asChild fontSize="sm" color="fg.muted" mt="2">
          <PostDate date={post.createdAt} />
        </Box>
      </Flex>
    </Flex>
  );
}
