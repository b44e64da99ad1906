import { Box, Flex } from '@chakra-ui/react';
import { MessageCircle, Phone } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { toasterStore } from '@/components/ui/toaster';
import { agency } from '@/content/agency';
import { matchAppRoute } from '@/routes';

const GREETING = `שלום, הגעתי מהאתר של ${agency.shortName} ואשמח לקבל פרטים נוספים.`;
export const whatsappHref = `https://wa.me/${agency.whatsapp}?text=${encodeURIComponent(GREETING)}`;

/** true while a toast is on screen: the buttons step aside so they never cover it */
function useToastShowing() {
  const [showing, setShowing] = useState(false);
  useEffect(
    () =>
      toasterStore.subscribe(() => {
        // the store publishes before its list changes: read it once this change has landed
        queueMicrotask(() => setShowing(toasterStore.getVisibleToasts().length > 0));
      }),
    [],
  );
  return showing;
}

function FabLink({
  href,
  label,
  bg,
  children,
  external,
}: {
  href: string;
  label: string;
  bg: string;
  children: ReactNode;
  external?: boolean;
}) {
  return (
    <Box
      asChild
      display="inline-flex"
      alignItems="center"
      justifyContent="center"
      boxSize={{ base: '12', md: '14' }}
      borderRadius="full"
      bg={bg}
      color="white"
      boxShadow="lg"
      pointerEvents="auto"
      transition="transform 0.15s"
      _hover={{ transform: 'scale(1.06)' }}
      _focusVisible={{ outline: '3px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
    >
      <a
        href={href}
        aria-label={label}
        title={label}
        {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      >
        {children}
      </a>
    </Box>
  );
}

/**
 * WhatsApp and click-to-call buttons on every public page. A zero-height sticky anchor placed between
 * <main> and the footer: the buttons follow the viewport's bottom-left corner (inline-end in RTL)
 * and come to rest above the footer, so they never cover its newsletter form.
 */
export function ContactFab() {
  const { pathname } = useLocation();
  const toastShowing = useToastShowing();
  if (matchAppRoute(pathname).route.area !== 'public') return null;
  return (
    <Box position="sticky" bottom={{ base: '3', md: '6' }} h="0" zIndex="docked" pointerEvents="none">
      <Flex
        as="aside"
        aria-label="יצירת קשר מהירה"
        position="absolute"
        bottom="0"
        insetInlineEnd={{ base: '3', md: '6' }}
        direction={{ base: 'row', md: 'column' }}
        gap="3"
        transition="opacity 0.2s, visibility 0.2s"
        {...(toastShowing ? { opacity: 0, visibility: 'hidden' } : {})}
      >
        <FabLink href={whatsappHref} label="שליחת הודעת וואטסאפ" bg="green.700" external>
          <MessageCircle size={24} aria-hidden="true" />
        </FabLink>
        <FabLink href={agency.phoneHref} label={`חיוג לסוכנות: ${agency.phone}`} bg="brand.700">
          <Phone size={22} aria-hidden="true" />
        </FabLink>
      </Flex>
    </Box>
  );
}
