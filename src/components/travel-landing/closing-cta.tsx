import { Box, Flex, Heading, Text } from '@chakra-ui/react';
import { ContactDialogButton } from '@/components/contact/contact-dialog';
import { PageContainer } from '@/components/layout/page-container';
import { revealItem, revealOnScroll } from '@/components/marketing/reveal';
import { CtaLink } from '@/components/ui/cta-link';
import type { TravelClosingCta } from '@/content/travel';

/** The closing call to action: contact us (the contact dialog) or get a quote (the request form). */
export function ClosingCta({ cta }: { cta: TravelClosingCta }) {
  return (
    <Box
      as="section"
      ref={revealOnScroll}
      aria-labelledby="travel-closing-title"
      py={{ base: '12', md: '20' }}
    >
      <PageContainer>
        <Box
          textAlign="center"
          bg="brand.50"
          borderRadius="3xl"
          px={{ base: '6', md: '12' }}
          py={{ base: '10', md: '16' }}
          css={revealItem(0, 'scale', 0.8)}
        >
          <Heading as="h2" id="travel-closing-title" size={{ base: '2xl', md: '4xl' }} color="brand.900">
            {cta.title}
          </Heading>
          <Text mt="4" fontSize={{ base: 'md', md: 'lg' }} color="fg.muted" maxW="2xl" mx="auto">
            {cta.text}
          </Text>
          <Flex mt="8" gap="3" justify="center" wrap="wrap">
            <ContactDialogButton service="ביטוח נסיעות לחו״ל" label={cta.contactLabel} variant="outline" />
            <CtaLink to={cta.quoteHref}>{cta.quoteLabel}</CtaLink>
          </Flex>
        </Box>
      </PageContainer>
    </Box>
  );
}
