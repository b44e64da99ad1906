import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { PageIntro, PageTitle } from '@/components/layout/page-intro';
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
    <PageIntro
      as="header"
      crumbs={[HOME_CRUMB, ...crumbs]}
      pb={{ base: '10', md: '14' }}
      borderBottomWidth="1px"
      borderColor="brand.muted"
    >
      <PageTitle title={title} lead={lead} />
      {children && <Box mt={{ base: '6', md: '8' }}>{children}</Box>}
    </PageIntro>
  );
}
