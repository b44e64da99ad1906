import { Box, Flex, Heading, Text } from '@chakra-ui/react';
import { Phone } from 'lucide-react';
import { ContactDialogButton } from '@/components/contact/contact-dialog';
import { PageContainer } from '@/components/layout/page-container';
import { agency } from '@/content/agency';
import { type Product, productGroupNames } from '@/content/products';
import { ProductBreadcrumbs } from './product-breadcrumbs';

/** The top of a product page: breadcrumbs, the one <h1>, the tagline and the call to action. */
export function ProductHero({ product }: { product: Product }) {
  return (
    <Box bg="brand.subtle" borderBottomWidth="1px" borderColor="brand.muted">
      <PageContainer pt={{ base: '6', md: '8' }} pb={{ base: '10', md: '16' }}>
        <ProductBreadcrumbs group={productGroupNames[product.group]} title={product.title} />
        <Heading as="h1" size={{ base: '4xl', md: '5xl' }} mt={{ base: '8', md: '12' }} maxW="3xl">
          {product.title}
        </Heading>
        <Text mt="4" fontSize={{ base: 'lg', md: 'xl' }} color="fg.muted" maxW="2xl">
          {product.tagline}
        </Text>
        <Flex mt="8" gap={{ base: '4', md: '6' }} wrap="wrap" align="center">
          <ContactDialogButton service={product.title} label="לייעוץ ללא התחייבות" size="lg" />
          <Flex
            asChild
            align="center"
            gap="2"
            color="brand.fg"
            fontWeight="medium"
            borderRadius="sm"
            _hover={{ textDecoration: 'underline' }}
            _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
          >
            <a href={agency.phoneHref}>
              <Phone size={18} aria-hidden="true" />
              <span>
                או התקשרו: <bdi dir="ltr">{agency.phone}</bdi>
              </span>
            </a>
          </Flex>
        </Flex>
      </PageContainer>
    </Box>
  );
}
