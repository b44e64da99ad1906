import { Box, Button, Flex, Heading, Text } from '@chakra-ui/react';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { ContactDialogButton } from '@/components/contact/contact-dialog';
import { PageContainer } from '@/components/layout/page-container';
import { DirectionalIcon } from '@/components/ui/directional-icon';
import { travelClosingCta } from '@/content/travel';
import { revealItem, useReveal } from './reveal';

/** The closing call to action: contact us (the contact dialog) or get a quote (the request form). */
export function ClosingCta() {
  const ref = useReveal<HTMLElement>();
  return (
    <Box as="section" ref={ref} aria-labelledby="travel-closing-title" py={{ base: '12', md: '20' }}>
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
            {travelClosingCta.title}
          </Heading>
          <Text mt="4" fontSize={{ base: 'md', md: 'lg' }} color="fg.muted" maxW="2xl" mx="auto">
            {travelClosingCta.text}
          </Text>
          <Flex mt="8" gap="3" justify="center" wrap="wrap">
            <ContactDialogButton
              service="ביטוח נסיעות לחו״ל"
              label={travelClosingCta.contactLabel}
              variant="outline"
            />
            <Button asChild size="lg">
              <Link to={travelClosingCta.quoteHref}>
                {travelClosingCta.quoteLabel}
                <DirectionalIcon icon={ChevronRight} size={18} />
              </Link>
            </Button>
          </Flex>
        </Box>
      </PageContainer>
    </Box>
  );
}
