import { Box, Flex, Heading, Image, Text } from '@chakra-ui/react';
import { Clock } from 'lucide-react';
import { Link } from 'wouter';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { PageContainer } from '@/components/layout/page-container';
import { BLOG_CRUMB } from '@/components/seo/crumbs';
import { HOME_CRUMB } from '@/components/seo/page-meta';
import { StaticContent } from '@/components/static-content';
import { categoryPath, type PostDetail, postPath } from '@/shared/blog-core';
import { readingTimeText } from './blog-meta';
import { PostBody } from './post-body';
import { COVER_HEIGHT, COVER_WIDTH } from './post-card';
import { PostDate } from './post-date';
import { PostGrid } from './post-grid';

/** /blog/{slug}: the trail, the post's header (category, title, date, reading time), cover, body, related. */
export function PostArticle({ post }: { post: PostDetail }) {
  const categoryHref = categoryPath(post.category.slug);
  const hero = post.heroImage ?? post.image;
  return (
    // plain content: adopted as the server rendered it while the page hydrates
    <StaticContent>
      <Box as="article" aria-labelledby="post-title">
        <Box as="header" bg="brand.50" borderBottomWidth="1px" borderColor="brand.muted">
          <PageContainer pt={{ base: '6', md: '8' }} pb={{ base: '8', md: '10' }}>
            <Breadcrumbs
              items={[
                HOME_CRUMB,
                BLOG_CRUMB,
                { name: post.category.name, path: categoryHref },
                { name: post.title, path: postPath(post.slug) },
              ]}
            />
            <Box maxW="4xl" mx="auto" mt={{ base: '6', md: '10' }}>
              <Box
                asChild
                display="inline-flex"
                px="3"
                py="1"
                borderRadius="full"
                bg="brand.solid"
                color="brand.contrast"
                fontSize="sm"
                fontWeight="semibold"
                _hover={{ bg: 'brand.800' }}
                _focusVisible={{
                  outline: '3px solid',
                  outlineColor: 'brand.focusRing',
                  outlineOffset: '2px',
                }}
              >
                <Link to={categoryHref}>{post.category.name}</Link>
              </Box>
              <Heading
                as="h1"
                id="post-title"
                size={{ base: '3xl', md: '5xl' }}
                lineHeight="1.25"
                color="brand.900"
                mt="4"
              >
                {post.title}
              </Heading>
              {post.excerpt && (
                <Text mt="4" fontSize={{ base: 'lg', md: 'xl' }} color="fg.muted" lineHeight="tall">
                  {post.excerpt}
                </Text>
              )}
              <Flex
                mt="5"
                gap={{ base: '3', md: '5' }}
                wrap="wrap"
                align="center"
                color="fg.muted"
                fontSize="sm"
              >
                <PostDate date={post.createdAt} />
                <Box as="span" aria-hidden="true">
                  ·
                </Box>
                <Flex as="span" align="center" gap="1.5">
                  <Clock size={16} aria-hidden="true" />
                  {readingTimeText(post.readingMinutes)}
                </Flex>
              </Flex>
            </Box>
          </PageContainer>
        </Box>

        <PageContainer>
          <Box maxW="4xl" mx="auto">
            {hero && (
              <Image
                src={hero}
                alt={post.imageAlt}
                htmlWidth={String(COVER_WIDTH)}
                htmlHeight={String(COVER_HEIGHT)}
                fetchPriority="high"
                w="full"
                h="auto"
                aspectRatio={`${COVER_WIDTH} / ${COVER_HEIGHT}`}
                objectFit="cover"
                borderRadius={{ base: 'xl', md: '2xl' }}
                mt={{ base: '6', md: '10' }}
                bg="brand.subtle"
              />
            )}
            <Box maxW="3xl" mx="auto" py={{ base: '8', md: '12' }}>
              <PostBody html={post.content} />
            </Box>
          </Box>
        </PageContainer>
      </Box>

      {post.related.length > 0 && (
        <Box as="section" aria-labelledby="related-title" bg="bg.muted" py={{ base: '12', md: '16' }}>
          <PageContainer>
            <Heading as="h2" id="related-title" size={{ base: '2xl', md: '3xl' }} color="brand.900" mb="8">
              מאמרים נוספים שכדאי לקרוא
            </Heading>
            <PostGrid posts={post.related} label="מאמרים קשורים" headingAs="h3" lazy />
          </PageContainer>
        </Box>
      )}
    </StaticContent>
  );
}
