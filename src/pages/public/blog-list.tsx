// screen: issue "Blog" — until it lands the route says plainly that it is not available yet.
import { NotYetAvailable } from '@/components/layout/not-yet-available';
import { PageContainer } from '@/components/layout/page-container';
import { BLOG_CRUMB } from '@/components/seo/crumbs';
import { PageMeta } from '@/components/seo/page-meta';

export default function BlogListPage() {
  return (
    <PageContainer py={{ base: '12', md: '16' }}>
      <PageMeta
        title="הבלוג"
        description="מאמרים, טיפים ועדכונים מעולם הביטוח, הפנסיה והחיסכון."
        path="/blog"
        breadcrumbs={[BLOG_CRUMB]}
      />
      <NotYetAvailable title="הבלוג" />
    </PageContainer>
  );
}
