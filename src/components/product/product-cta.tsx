import { Box, Flex, Heading, Text } from '@chakra-ui/react';
import { ContactDialogButton } from '@/components/contact/contact-dialog';
import { agency } from '@/content/agency';

/** The closing call to action of a product page, on the brand's dark band. */
export function ProductCta({ service }: { service: string }) {
  return (
    <Box
      as="section"
      aria-labelledby="product-cta-title"
      bg="brand.900"
      color="white"
      borderRadius="2xl"
      px={{ base: '6', md: '12' }}
      py={{ base: '8', md: '12' }}
    >
      <Flex
        direction={{ base: 'column', md: 'row' }}
        gap="6"
        align={{ md: 'center' }}
        justify="space-between"
      >
        <Box maxW="2xl">
          <Heading as="h2" id="product-cta-title" size={{ base: '2xl', md: '3xl' }}>
            רוצים לדעת מה נכון בשבילכם?
          </Heading>
          <Text mt="3" fontSize="lg" color="whiteAlpha.900">
            השאירו פרטים ונחזור אליכם בהקדם, או התקשרו אלינו:{' '}
            <Box
              asChild
              color="white"
              fontWeight="semibold"
              textDecoration="underline"
              textUnderlineOffset="3px"
            >
              <a href={agency.phoneHref}>
                <bdi dir="ltr">{agency.phone}</bdi>
              </a>
            </Box>
            . שיחת הייעוץ אינה מחייבת אתכם בדבר.
          </Text>
        </Box>
        <Box flexShrink="0">
          <ContactDialogButton service={service} label="השארת פרטים" variant="subtle" size="lg" />
        </Box>
      </Flex>
    </Box>
  );
}
