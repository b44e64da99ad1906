import { Heading, LinkBox, LinkOverlay, Text } from '@chakra-ui/react';
import { Link } from 'wouter';
import { CardGrid } from '@/components/marketing/card-grid';
import { ReadMore } from '@/components/marketing/feature-card';
import { type Product, productSummaries, summaryByPath } from '@/content/products';

export interface RelatedLink {
  title: string;
  path: string;
  description?: string;
}

/** Related pages of a product: the ones its content names, else others of its group (at most 4). */
export function relatedForProduct(product: Pick<Product, 'path' | 'group' | 'related'>): RelatedLink[] {
  const paths =
    product.related.length > 0
      ? product.related
      : productSummaries
          .filter((p) => p.group === product.group && p.path !== product.path)
          .map((p) => p.path);
  return paths
    .map(summaryByPath)
    .filter((p) => p !== undefined)
    .slice(0, 4)
    .map((p) => ({ title: p.title, path: p.path, description: p.tagline }));
}

/** Cards that lead to related product pages; the whole card is clickable, the title is the link. */
export function RelatedProducts({ links }: { links: readonly RelatedLink[] }) {
  return (
    <CardGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
      {links.map((link) => (
        <LinkBox
          as="li"
          key={link.path}
          display="flex"
          flexDirection="column"
          bg="bg"
          borderWidth="1px"
          borderRadius="xl"
          p="5"
          transition="border-color 0.2s, box-shadow 0.2s"
          _hover={{ borderColor: 'brand.border', shadow: 'md' }}
          css={{
            '&:has(:focus-visible)': {
              outline: '2px solid',
              outlineColor: 'brand.focusRing',
              outlineOffset: '2px',
            },
          }}
        >
          <Heading as="h3" size="md">
            <LinkOverlay asChild _focusVisible={{ outline: 'none' }}>
              <Link to={link.path}>{link.title}</Link>
            </LinkOverlay>
          </Heading>
          {link.description && (
            <Text mt="2" color="fg.muted" fontSize="sm" flex="1">
              {link.description}
            </Text>
          )}
          <ReadMore mt="4" color="brand.fg" fontSize="sm" fontWeight="medium">
            לפרטים נוספים
          </ReadMore>
        </LinkBox>
      ))}
    </CardGrid>
  );
}
