import { Box, type BoxProps, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { PageContainer } from '@/components/layout/page-container';
import { revealItem, useReveal } from './reveal';

interface RevealSectionProps extends Omit<BoxProps, 'title'> {
  id: string;
  title: ReactNode;
  lead?: ReactNode;
  children: ReactNode;
}

/** A landing-page section with its h2 that fades in as it enters the viewport. */
export function RevealSection({ id, title, lead, children, ...box }: RevealSectionProps) {
  const ref = useReveal<HTMLElement>();
  const headingId = `${id}-title`;
  return (
    <Box as="section" ref={ref} aria-labelledby={headingId} py={{ base: '12', md: '20' }} {...box}>
      <PageContainer>
        <Box
          textAlign="center"
          maxW="3xl"
          mx="auto"
          mb={{ base: '8', md: '12' }}
          css={revealItem(0, 'fade-up', 0.6)}
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
