import { Box, Flex, Heading, Text } from '@chakra-ui/react';
import { ExternalLink, MapPin } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { agency } from '@/content/agency';
import { onceNear } from '@/lib/approach';

const query = encodeURIComponent(agency.address.full);
export const mapEmbedUrl = `https://www.google.com/maps?q=${query}&output=embed`;
export const mapSearchUrl = `https://www.google.com/maps/search/?api=1&query=${query}`;
// a cross-origin frame reports no errors: if it has not loaded by then, show the link instead
const LOAD_TIMEOUT_MS = 15_000;

type MapState = 'waiting' | 'loading' | 'loaded' | 'failed';

/** Creates the map frame only once the block scrolls into view; until then (or if it fails) the address link. */
function useLazyMap() {
  const ref = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<MapState>('waiting');
  useEffect(() => {
    const element = ref.current;
    if (!element || !navigator.onLine) return;
    return onceNear(element, () => setState('loading'), '200px');
  }, []);
  useEffect(() => {
    if (state !== 'loading') return;
    const timer = window.setTimeout(() => setState('failed'), LOAD_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, [state]);
  return { ref, state, loaded: () => setState('loaded') };
}

function MapLink({ children }: { children: ReactNode }) {
  return (
    <Flex
      asChild
      display="inline-flex"
      align="center"
      gap="1.5"
      color="brand.700"
      fontWeight="semibold"
      textDecoration="underline"
      textUnderlineOffset="3px"
    >
      <a href={mapSearchUrl} target="_blank" rel="noopener noreferrer">
        {children}
        <ExternalLink size={16} aria-hidden="true" />
        <Box as="span" srOnly>
          (נפתח בחלון חדש)
        </Box>
      </a>
    </Flex>
  );
}

/** The office: its address and an embedded Google map that loads only when scrolled into view. */
export function OfficeMap() {
  const map = useLazyMap();
  const showFrame = map.state === 'loading' || map.state === 'loaded';
  return (
    <Box
      as="section"
      aria-labelledby="office-title"
      display="grid"
      gridTemplateColumns={{ base: '1fr', lg: '1fr 2fr' }}
      gap={{ base: '6', lg: '10' }}
      alignItems="center"
    >
      <Box>
        <Heading as="h2" id="office-title" size={{ base: '2xl', md: '3xl' }} color="brand.900">
          המשרד שלנו
        </Heading>
        <Flex as="address" fontStyle="normal" mt="4" gap="2" align="flex-start" fontSize="lg">
          <Box color="accent.teal" flexShrink="0" mt="1" aria-hidden="true">
            <MapPin size={22} />
          </Box>
          {agency.address.full}
        </Flex>
        <Text mt="3" color="fg.muted">
          מומלץ לתאם פגישה מראש בטלפון או דרך טופס יצירת הקשר.
        </Text>
        <Box mt="4">
          <MapLink>הוראות הגעה ב־Google Maps</MapLink>
        </Box>
      </Box>
      <Box
        ref={map.ref}
        position="relative"
        aspectRatio={{ base: '4 / 3', md: '16 / 9' }}
        borderRadius="2xl"
        overflow="hidden"
        bg="brand.50"
        borderWidth="1px"
      >
        <Flex
          position="absolute"
          inset="0"
          direction="column"
          align="center"
          justify="center"
          gap="3"
          p="6"
          textAlign="center"
        >
          <Box color="brand.600" aria-hidden="true">
            <MapPin size={40} />
          </Box>
          <Text fontWeight="semibold">{agency.address.full}</Text>
          {map.state !== 'loaded' && <MapLink>פתיחת הכתובת במפות Google</MapLink>}
        </Flex>
        {showFrame && (
          <Box
            asChild
            position="absolute"
            inset="0"
            w="full"
            h="full"
            border="0"
            opacity={map.state === 'loaded' ? 1 : 0}
            pointerEvents={map.state === 'loaded' ? 'auto' : 'none'}
            transition="opacity 0.3s"
          >
            <iframe
              src={mapEmbedUrl}
              title={`מפה: משרדי ${agency.name}, ${agency.address.full}`}
              loading="lazy"
              referrerPolicy="no-referrer-when-downgrade"
              onLoad={map.loaded}
            />
          </Box>
        )}
      </Box>
    </Box>
  );
}
