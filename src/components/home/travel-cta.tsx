import { Box, Button, Flex, Heading, Text } from '@chakra-ui/react';
import { ChevronRight, Plane } from 'lucide-react';
import { Link } from 'react-router';
import { PageContainer } from '@/components/layout/page-container';
import { DirectionalIcon } from '@/components/ui/directional-icon';
import { homeTravelCta } from '@/content/home';

/** The travel-insurance call to action: a wide band leading to the request form. */
export function TravelCta() {
  return (
    <Box as="section" data-below-fold="" aria-labelledby="home-travel-cta-title" py={{ base: '6', md: '10' }}>
      <PageContainer>
        <Flex
          direction={{ base: 'column', md: 'row' }}
          align={{ base: 'stretch', md: 'center' }}
          gap={{ base: '6', md: '10' }}
          bg="brand.900"
          color="white"
          borderRadius="3xl"
          px={{ base: '6', md: '12' }}
          py={{ base: '8', md: '12' }}
          position="relative"
          overflow="hidden"
        >
          <Box
            position="absolute"
            insetInlineEnd="-8"
            bottom="-10"
            color="white/10"
            aria-hidden="true"
            transform="rotate(-20deg)"
            _rtl={{ transform: 'scaleX(-1) rotate(-20deg)' }}
          >
            <Plane size={220} />
          </Box>
          <Box flex="1" position="relative">
            <Heading as="h2" id="home-travel-cta-title" size={{ base: '2xl', md: '3xl' }}>
              {homeTravelCta.title}
            </Heading>
            <Text mt="3" fontSize={{ base: 'md', md: 'lg' }} color="white/90" maxW="2xl">
              {homeTravelCta.text}
            </Text>
          </Box>
          <Button
            asChild
            size="lg"
            position="relative"
            flexShrink="0"
            bg="accent.orange"
            color="gray.950"
            _hover={{ bg: 'orange.300' }}
          >
            <Link to={homeTravelCta.href}>
              {homeTravelCta.buttonLabel}
              <DirectionalIcon icon={ChevronRight} size={18} />
            </Link>
          </Button>
        </Flex>
      </PageContainer>
    </Box>
  );
}
