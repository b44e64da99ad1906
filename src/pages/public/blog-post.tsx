// screen: issue "Blog" — until it lands the route says plainly that it is not available yet.
// When it lands: add `prefetch` for this route in src/routes.ts (return 'not-found' for an unknown slug).
import { useParams } from 'react-router';
import { NotYetAvailable } from '@/components/layout/not-yet-available';
import { PageContainer } from '@/components/layout/page-container';
import { BLOG_CRUMB } from '@/components/seo/crumbs';
import { PageMeta } from '@/components/seo/page-meta';

export default function BlogPostPage() {
  const { slug = '' } = useParams();
  return (
    <PageContainer py={{ base: '12', md: '16' }}>
      <PageMeta
        title="מאמר"
        description="מאמר מהבלוג של הסוכנות."
        path={`/blog/${slug}`}
        breadcrumbs={[BLOG_CRUMB]}
      />
      <NotYetAvailable title="מאמר" />
    </PageContainer>
  );
}
