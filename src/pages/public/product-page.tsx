// One template for the 20 product paths: the product is found by the current path.
import { Box, Grid, Stack, Text } from '@chakra-ui/react';
import { CircleCheck, Info } from 'lucide-react';
import { useLocation } from 'wouter';
import { PageContainer } from '@/components/layout/page-container';
import { PageLoading } from '@/components/layout/page-loading';
import { PORTFOLIO_CHECK_PATH, PortfolioCheck } from '@/components/portfolio/portfolio-check';
import { BulletList } from '@/components/product/bullet-list';
import { ClaimsGuideContent } from '@/components/product/claims-guide';
import { CoverageGrid } from '@/components/product/coverage-grid';
import { HowWeHelp } from '@/components/product/how-we-help';
import { ProductCta } from '@/components/product/product-cta';
import { ProductFaq } from '@/components/product/product-faq';
import { ProductHero } from '@/components/product/product-hero';
import { faqJsonLd, productJsonLd } from '@/components/product/product-json-ld';
import { ProductSection } from '@/components/product/product-section';
import { RelatedProducts, relatedForProduct } from '@/components/product/related-products';
import { sectionTitles } from '@/components/product/section-titles';
import { PageMeta } from '@/components/seo/page-meta';
import { useSite } from '@/lib/site-context';
import { trpc } from '@/lib/trpc';

const sectionSpacing = { base: '12', md: '16' } as const;

export default function ProductPage() {
  const [pathname] = useLocation();
  const { publicUrl } = useSite();
  // prefetched on the server by the route table, so it is in the page's state before hydration
  const { data: product } = trpc.content.product.useQuery({ path: pathname });
  // after a followed link the texts may still be on their way (the server's page has them)
  if (!product) return <PageLoading />;
  const titles = sectionTitles(product);
  const related = relatedForProduct(product);
  return (
    <Box as="article">
      <PageMeta
        title={product.title}
        description={product.description}
        keywords={product.keywords}
        path={product.path}
        breadcrumbs={[{ name: product.title, path: product.path }]}
        jsonLd={[productJsonLd(publicUrl, product), faqJsonLd(publicUrl, product)]}
      />
      <ProductHero product={product} />
      <PageContainer>
        <Stack gap="5" maxW="3xl" pt={sectionSpacing} fontSize={{ base: 'md', md: 'lg' }} lineHeight="1.8">
          {product.intro.map((paragraph) => (
            <Text key={paragraph}>{paragraph}</Text>
          ))}
        </Stack>

        {product.path === PORTFOLIO_CHECK_PATH && (
          <Box pt={sectionSpacing}>
            <PortfolioCheck service={product.title} />
          </Box>
        )}

        <ProductSection id="coverage" title={titles.coverage} pt={sectionSpacing}>
          <CoverageGrid items={product.coverage} investment={product.group === 'investments'} />
        </ProductSection>

        <Grid
          templateColumns={{ base: '1fr', lg: '1fr 1fr' }}
          gap={{ base: '6', md: '8' }}
          pt={sectionSpacing}
        >
          <ProductSection
            id="audience"
            title={titles.audience}
            bg="brand.subtle"
            borderRadius="2xl"
            p={{ base: '6', md: '8' }}
          >
            <BulletList items={product.audience} icon={CircleCheck} iconColor="brand.fg" />
          </ProductSection>
          <ProductSection
            id="exclusions"
            title={titles.exclusions}
            bg="bg.warning"
            borderRadius="2xl"
            p={{ base: '6', md: '8' }}
          >
            {titles.exclusionsNote && (
              <Text mb="4" color="fg.muted">
                {titles.exclusionsNote}
              </Text>
            )}
            <BulletList items={product.exclusions} icon={Info} iconColor="fg.warning" />
          </ProductSection>
        </Grid>

        <ProductSection id="faq" title={titles.faq} pt={sectionSpacing}>
          {/* another product (a client-side navigation) starts with its questions closed */}
          <ProductFaq key={product.path} items={product.faq} />
        </ProductSection>

        <ProductSection id="how-we-help" title={titles.howWeHelp} pt={sectionSpacing}>
          <HowWeHelp items={product.howWeHelp} />
        </ProductSection>

        {product.claimsGuide && (
          <ProductSection id="claims" title="כשקורה מקרה ביטוח: הגשת תביעה" pt={sectionSpacing}>
            <ClaimsGuideContent guide={product.claimsGuide} />
          </ProductSection>
        )}

        {related.length > 0 && (
          <ProductSection id="related" title={titles.related} pt={sectionSpacing}>
            <RelatedProducts links={related} />
          </ProductSection>
        )}

        <Box pt={sectionSpacing}>
          <ProductCta service={product.title} />
        </Box>
      </PageContainer>
    </Box>
  );
}
