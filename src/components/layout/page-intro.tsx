import { Box, type BoxProps, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { Crumb } from '@/components/seo/page-meta';
import { Breadcrumbs } from './breadcrumbs';
import { PageContainer } from './page-container';

/**
 * The light band a page opens with: the breadcrumb trail, then `children` (the <h1> and what goes with
 * it) in the page's column (`column`: its own width). A section named by its heading `titleId`; the
 * band's other props (its bottom padding, a border) pass through.
 */
export function PageIntro({
  titleId,
  crumbs,
  column = {},
  children,
  ...band
}: BoxProps & { titleId?: string; crumbs: readonly Crumb[]; column?: BoxProps }) {
  return (
    <Box as="section" aria-labelledby={titleId} bg="brand.50" pt={{ base: '6', md: '8' }} {...band}>
      <PageContainer {...column}>
        <Breadcrumbs items={crumbs} />
        {children}
      </PageContainer>
    </Box>
  );
}

/** Under the trail: the page's <h1>, its lead line and `children`, at most 3xl wide. */
export function PageTitle({
  id,
  title,
  lead,
  children,
}: {
  id?: string;
  title: ReactNode;
  lead?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Box maxW="3xl" mt={{ base: '6', md: '10' }}>
      <Heading as="h1" id={id} size={{ base: '3xl', md: '5xl' }} color="brand.900">
        {title}
      </Heading>
      {lead && (
        <Text mt="4" fontSize={{ base: 'lg', md: 'xl' }} lineHeight="tall" color="fg">
          {lead}
        </Text>
      )}
      {children}
    </Box>
  );
}
