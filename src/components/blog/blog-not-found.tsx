import { Flex } from '@chakra-ui/react';
import { Link } from 'wouter';
import { NotFoundNotice } from '@/components/layout/not-found-notice';
import { LinkButton } from '@/components/ui/link-button';

/**
 * An unknown or unpublished post, or an unknown category: said in place (the server answers 404 for
 * it, see the blog routes' prefetch), with the way back to the blog.
 */
export function BlogNotFound({ title, text }: { title: string; text: string }) {
  return (
    <NotFoundNotice meta={{ title, description: text }} heading={title} text={text} inSection>
      <Flex mt="8" gap="4" justify="center" wrap="wrap">
        <LinkButton asChild size="lg">
          <Link to="/blog">לכל המאמרים בבלוג</Link>
        </LinkButton>
        <LinkButton asChild size="lg" variant="outline">
          <Link to="/">חזרה לדף הבית</Link>
        </LinkButton>
      </Flex>
    </NotFoundNotice>
  );
}
