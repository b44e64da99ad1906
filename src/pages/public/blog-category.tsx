// screen: issue "Blog" — the category link of a post's breadcrumb; until it lands the route says so plainly.
import { useParams } from 'react-router';
import { NotYetAvailable } from '@/components/layout/not-yet-available';
import { PageContainer } from '@/components/layout/page-container';
import { BLOG_CRUMB } from '@/components/seo/crumbs';
import { PageMeta } from '@/components/seo/page-meta';

export default function BlogCategoryPage() {
  const { slug = '' } = useParams();
  return (
    <PageContainer py={{ base: '12', md: '16' }}>
      <PageMeta
        title="קטגוריה בבלוג"
        description="מאמרי הבלוג בקטגוריה זו."
        path={`/blog/category/${slug}`}
        breadcrumbs={[BLOG_CRUMB]}
      />
      <NotYetAvailable title="קטגוריה בבלוג" />
    </PageContainer>
  );
}
