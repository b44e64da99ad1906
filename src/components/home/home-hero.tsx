import { Box, Flex, Heading, Text } from '@chakra-ui/react';
import { ChevronRight } from 'lucide-react';
import { Link } from 'wouter';
import { ContactDialogButton } from '@/components/contact/contact-dialog';
import { PageContainer } from '@/components/layout/page-container';
import { DirectionalIcon } from '@/components/ui/directional-icon';
import { HeroPicture } from '@/components/ui/hero-picture';
import { LinkButton } from '@/components/ui/link-button';
import type { HomeHero as HomeHeroTexts } from '@/content/home';

/**
 * The home hero (it hydrates: its consultation button opens the contact dialog): art-directed illustration (mobile variant below 768px) with the
 * text on its quiet side — the dark sky on the right (desktop) or at the top (mobile).
 */
export function HomeHero({ hero }: { hero: HomeHeroTexts }) {
  return (
    <Box
      as="section"
      aria-labelledby="home-hero-title"
      position="relative"
      overflow="hidden"
      bg="brand.950"
      minH={{ base: '600px', md: '520px', lg: '600px' }}
      display="flex"
      alignItems={{ base: 'flex-start', md: 'center' }}
    >
      <HeroPicture
        desktop={{ src: '/images/hero-desktop.svg', width: 1600, height: 700 }}
        mobile={{ src: '/images/hero-mobile.svg', width: 768, height: 900 }}
        objectPosition={{ base: 'center bottom', md: 'left center' }}
      />
      {/* keeps the text readable wherever the illustration is cropped */}
      <Box
        position="absolute"
        inset="0"
        bgGradient={{ base: 'to-b', md: 'to-l' }}
        gradientFrom="brand.950/90"
        gradientVia={{ base: 'brand.950/55', md: 'brand.950/50' }}
        gradientTo="transparent"
        aria-hidden="true"
      />
      <PageContainer position="relative" w="full" py={{ base: '10', md: '16' }}>
        <Box maxW={{ base: 'full', md: '46%' }} color="white">
          <Heading
            as="h1"
            id="home-hero-title"
            size={{ base: '3xl', md: '4xl', lg: '5xl' }}
            lineHeight="1.15"
            fontWeight="extrabold"
          >
            {hero.title}
          </Heading>
          <Text mt={{ base: '4', md: '5' }} fontSize={{ base: 'md', md: 'lg', lg: 'xl' }} color="white/90">
            {hero.subtitle}
          </Text>
          <Flex mt={{ base: '6', md: '8' }} gap="3" wrap="wrap">
            <LinkButton
              asChild
              size={{ base: 'md', md: 'lg' }}
              bg="accent.orange"
              color="gray.950"
              _hover={{ bg: 'orange.300' }}
            >
              <Link to={hero.primaryCta.href}>
                {hero.primaryCta.label}
                <DirectionalIcon icon={ChevronRight} size={18} />
              </Link>
            </LinkButton>
            {/* opens the contact form at once, on this page */}
            <ContactDialogButton
              service={hero.secondaryCta.service}
              label={hero.secondaryCta.label}
              icon={false}
              size={{ base: 'md', md: 'lg' }}
              variant="outline"
              color="white"
              borderColor="white/70"
              // also while its dialog is open (the outline recipe's light fill would hide the white text)
              _hover={{ bg: 'white/20' }}
              _expanded={{ bg: 'white/20' }}
            />
          </Flex>
        </Box>
      </PageContainer>
    </Box>
  );
}
