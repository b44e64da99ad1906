import { Box, type BoxProps, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { PageContainer } from '@/components/layout/page-container';
import { revealItem, revealOnScroll } from './reveal';

export interface SectionProps extends Omit<BoxProps, 'title'> {
  /** used for the heading's id (aria-labelledby) */
  id: string;
  title: ReactNode;
  lead?: ReactNode;
  /**
   * The heading (and the children styled with `revealItem`) fade in as the section scrolls into view.
   * Not inside `StaticContent`: its adopted HTML is never attached to the observer on the first load.
   */
  reveal?: boolean;
  children: ReactNode;
}

/** A page section with its h2 (the section's accessible name) and an optional lead line. */
export function Section({ id, title, lead, reveal, children, ...box }: SectionProps) {
  const headingId = `${id}-title`;
  return (
    <Box
      as="section"
      ref={reveal ? revealOnScroll : undefined}
      aria-labelledby={headingId}
      py={{ base: '12', md: '20' }}
      {...box}
    >
      <PageContainer>
        <Box
          textAlign="center"
          maxW="3xl"
          mx="auto"
          mb={{ base: '8', md: '12' }}
          css={reveal ? revealItem(0, 'fade-up', 0.6) : undefined}
        >
          <Heading as="h2" id={headingId} size={{ base: '2xl', md: '3xl' }} color="brand.900">
            {title}
          </Heading>
          {lead && (
            <Text mt="3" fontSize={{ base: 'md', md: 'lg' }} color="fg.muted">
              {lead}
            </Text>
          )}
        </Box>
        {children}
      </PageContainer>
    </Box>
  );
}
