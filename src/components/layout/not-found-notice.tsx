import { Box, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { PageMeta } from '@/components/seo/page-meta';

interface NotFoundNoticeProps {
  /** the document's title and description (the address is not indexed) */
  meta: { title: string; description: string };
  heading: ReactNode;
  text: string;
  /** inside a section of the site (the blog) rather than a page of its own: smaller digits */
  inSection?: boolean;
  /** the ways on: buttons, a countdown */
  children: ReactNode;
}

/** What a visitor sees where nothing is found: a large 404, a heading, a line of explanation, the ways on. */
export function NotFoundNotice({ meta, heading, text, inSection = false, children }: NotFoundNoticeProps) {
  const [pathname] = useLocation();
  return (
    <Box textAlign="center" py={{ base: '16', md: '24' }} px="4">
      <PageMeta title={meta.title} description={meta.description} path={pathname} noindex />
      <Text
        fontSize={inSection ? { base: '6xl', md: '8xl' } : { base: '7xl', md: '9xl' }}
        fontWeight="bold"
        color="brand.fg"
        lineHeight="1"
        aria-hidden="true"
      >
        404
      </Text>
      <Heading as="h1" size="2xl" mt="4">
        {heading}
      </Heading>
      <Text mt="3" color="fg.muted" fontSize="lg">
        {text}
      </Text>
      {children}
    </Box>
  );
}
