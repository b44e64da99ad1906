import { Box, Button, Flex, Heading, Text } from '@chakra-ui/react';
import { Link, useLocation } from 'react-router';
import { PageMeta } from '@/components/seo/page-meta';

/**
 * An unknown or unpublished post, or an unknown category: said in place (the server answers 404 for
 * it, see the blog routes' prefetch), with the way back to the blog.
 */
export function BlogNotFound({ title, text }: { title: string; text: string }) {
  const { pathname } = useLocation();
  return (
    <Box textAlign="center" py={{ base: '16', md: '24' }} px="4">
      <PageMeta title={title} description={text} path={pathname} noindex />
      <Text
        fontSize={{ base: '6xl', md: '8xl' }}
        fontWeight="bold"
        color="brand.fg"
        lineHeight="1"
        aria-hidden="true"
      >
        404
      </Text>
      <Heading as="h1" size="2xl" mt="4">
        {title}
      </Heading>
      <Text mt="3" color="fg.muted" fontSize="lg">
        {text}
      </Text>
      <Flex mt="8" gap="4" justify="center" wrap="wrap">
        <Button asChild size="lg">
          <Link to="/blog">לכל המאמרים בבלוג</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to="/">חזרה לדף הבית</Link>
        </Button>
      </Flex>
    </Box>
  );
}
