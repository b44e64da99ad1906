import { Box, Heading, Image, Text } from '@chakra-ui/react';
import { ChevronRight } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { DirectionalIcon } from '@/components/ui/directional-icon';
import { HeroPicture } from '@/components/ui/hero-picture';
import { LinkButton } from '@/components/ui/link-button';
import { agency } from '@/content/agency';
import type { TravelHero as TravelHeroTexts } from '@/content/travel';

const HERO_HEIGHT = 600;
const LOGO_SCROLL_FACTOR = 0.3;

/** Moves the element down by 0.3 × the scroll distance while the hero is on screen. */
function useParallax<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      const y = Math.min(window.scrollY, HERO_HEIGHT);
      element.style.transform = `translate3d(0, ${y * LOGO_SCROLL_FACTOR}px, 0)`;
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
      element.style.transform = '';
    };
  }, []);
  return ref;
}

/** The landing page's hero: 600 px, background picture, a 0.5 dark overlay, the drifting logo, headline and button. */
export function TravelHero({ hero }: { hero: TravelHeroTexts }) {
  const logo = useParallax<HTMLImageElement>();
  return (
    <Box
      as="section"
      aria-labelledby="travel-hero-title"
      position="relative"
      h={`${HERO_HEIGHT}px`}
      overflow="hidden"
      bg="brand.900"
      display="flex"
      // on a phone the text takes the top and the drawing the bottom band, the two never meeting
      alignItems={{ base: 'flex-start', md: 'center' }}
      justifyContent="center"
      pt={{ base: '8', md: '0' }}
    >
      <HeroPicture
        desktop={{ src: '/images/travel-hero.svg', width: 1600, height: 600 }}
        mobile={{ src: '/images/travel-hero-mobile.svg', width: 375, height: 600 }}
        objectPosition={{ base: 'bottom', md: 'center' }}
      />
      <Box position="absolute" inset="0" bg="black" opacity={0.5} aria-hidden="true" />
      <Box position="relative" textAlign="center" color="white" px={{ base: '5', md: '6' }} maxW="4xl">
        <Image
          ref={logo}
          src="/images/placeholder-80.svg"
          alt={`סמל ${agency.name}`}
          htmlWidth="80"
          htmlHeight="80"
          mx="auto"
          mb="6"
          borderRadius="2xl"
          boxShadow="lg"
          willChange="transform"
        />
        <Heading
          as="h1"
          id="travel-hero-title"
          size={{ base: '3xl', md: '5xl' }}
          fontWeight="extrabold"
          lineHeight="1.15"
        >
          {hero.title}
        </Heading>
        <Text
          mt={{ base: '4', md: '5' }}
          fontSize={{ base: 'md', md: 'xl' }}
          color="white/90"
          maxW="3xl"
          mx="auto"
        >
          {hero.subtitle}
        </Text>
        <LinkButton
          asChild
          size={{ base: 'md', md: 'lg' }}
          mt={{ base: '6', md: '8' }}
          bg="accent.orange"
          color="gray.950"
          _hover={{ bg: 'orange.300' }}
        >
          <Link to={hero.ctaHref}>
            {hero.ctaLabel}
            <DirectionalIcon icon={ChevronRight} size={18} />
          </Link>
        </LinkButton>
      </Box>
    </Box>
  );
}
