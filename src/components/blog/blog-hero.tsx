import { Box, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { PageContainer } from '@/components/layout/page-container';
import type { Crumb } from '@/components/seo/page-meta';
import { HOME_CRUMB } from '@/components/seo/page-meta';

interface BlogHeroProps {
  title: string;
  lead?: ReactNode;
  /** after 'home' */
  crumbs: readonly Crumb[];
  /** under the lead (the search box) */
  children?: ReactNode;
}

/** The top band of the blog's list pages: breadcrumbs, the one <h1>, a lead line and the search. */
export function BlogHero({ title, lead, crumbs, children }: BlogHeroProps) {
  return (
    <Box as="header" bg="brand.50" borderBottomWidth="1px" borderColor="brand.muted">
      <PageContainer pt={{ base: '6', md: '8' }} pb={{ base: '10', md: '14' }}>
        <Breadcrumbs items={[HOME_CRUMB, ...crumbs]} />
        <Box maxW="3xl" mt={{ base: '6', md: '10' }}>
          <Heading as="h1" size={{ base: '3xl', md: '5xl' }} color="brand.900">
            {title}
          </Heading>
          {lead && (
            <Text mt="4" fontSize={{ base: 'lg', md: 'xl' }} lineHeight="tall" color="fg">
              {lead}
            </Text>
          )}
        </Box>
        {children && <Box mt={{ base: '6', md: '8' }}>{children}</Box>}
      </PageContainer>
    </Box>
  );
}
