import { Box, type BoxProps, Heading } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** One titled part of a product page: a <section> named by its <h2>. */
export function ProductSection({
  id,
  title,
  children,
  ...props
}: { id: string; title: string; children: ReactNode } & Omit<BoxProps, 'id' | 'title'>) {
  return (
    <Box as="section" aria-labelledby={`${id}-title`} {...props}>
      <Heading as="h2" id={`${id}-title`} size={{ base: '2xl', md: '3xl' }} mb={{ base: '5', md: '6' }}>
        {title}
      </Heading>
      {children}
    </Box>
  );
}
