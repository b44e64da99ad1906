// /accessibility, /privacy and /terms: the document is chosen by the current path.
import { Box } from '@chakra-ui/react';
import { useLocation } from 'wouter';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { PageContainer } from '@/components/layout/page-container';
import { PageLoading } from '@/components/layout/page-loading';
import { LegalDocumentView } from '@/components/legal/legal-document';
import { HOME_CRUMB, PageMeta } from '@/components/seo/page-meta';
import { agency } from '@/content/agency';
import { trpc } from '@/lib/trpc';
import { isLegalPath, type LegalPath } from '@/shared/legal-paths';

const keywords: Record<LegalPath, string[]> = {
  '/accessibility': ['הצהרת נגישות', 'נגישות האתר', 'רכזת נגישות', 'ת״י 5568'],
  '/privacy': ['מדיניות פרטיות', 'הגנת הפרטיות', 'מידע אישי', 'עוגיות'],
  '/terms': ['תנאי שימוש', 'תקנון האתר', agency.shortName],
};

export default function LegalPage() {
  const [pathname] = useLocation();
  const path = isLegalPath(pathname) ? pathname : '/accessibility';
  // prefetched on the server by the route table, so it is in the page's state before hydration
  const { data: doc } = trpc.content.legal.useQuery({ path });
  // after a followed link the texts may still be on their way (the server's page has them)
  if (!doc) return <PageLoading />;
  return (
    <PageContainer py={{ base: '8', md: '12' }} maxW="4xl">
      <PageMeta
        title={doc.title}
        description={doc.description}
        keywords={keywords[path]}
        path={path}
        breadcrumbs={[{ name: doc.title, path }]}
      />
      <Box mb={{ base: '6', md: '8' }}>
        <Breadcrumbs items={[HOME_CRUMB, { name: doc.title, path }]} />
      </Box>
      <LegalDocumentView doc={doc} />
    </PageContainer>
  );
}
