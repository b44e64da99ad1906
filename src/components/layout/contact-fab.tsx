import { Box, Flex } from '@chakra-ui/react';
import { MessageCircle, Phone } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { subscribeToasts, visibleToastCount } from '@/components/ui/toaster';
import { agency } from '@/content/agency';
import { matchAppRoute } from '@/routes';

const GREETING = `שלום, הגעתי מהאתר של ${agency.shortName} ואשמח לקבל פרטים נוספים.`;
export const whatsappHref = `https://wa.me/${agency.whatsapp}?text=${encodeURIComponent(GREETING)}`;

/** true while a toast is on screen: the buttons step aside so they never cover it */
function useToastShowing() {
  const [showing, setShowing] = useState(false);
  useEffect(
    () =>
      subscribeToasts(() => {
        // the store publishes before its list changes: read it once this change has landed
        queueMicrotask(() => setShowing(visibleToastCount() > 0));
      }),
    [],
  );
  return showing;
}

function FabLink({
  href,
  label,
  text,
  bg,
  children,
  external,
}: {
  href: string;
  label: string;
  text: string;
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
      gap="2"
      flex={{ base: '1', md: 'none' }}
      h="12"
      w={{ base: 'auto', md: '14' }}
      minH={{ md: '14' }}
      borderRadius={{ base: 'md', md: 'full' }}
      bg={bg}
      color="white"
      fontWeight="semibold"
      boxShadow={{ md: 'lg' }}
      pointerEvents="auto"
      transition="transform 0.15s"
      _hover={{ transform: { md: 'scale(1.06)' } }}
      _focusVisible={{ outline: '3px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
    >
      <a
        href={href}
        aria-label={label}
        title={label}
        {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      >
        {children}
        <Box as="span" display={{ base: 'inline', md: 'none' }} aria-hidden="true">
          {text}
        </Box>
      </a>
    </Box>
  );
}

/**
 * WhatsApp and click-to-call on every public page. On phones a bar that sticks to the bottom of the
 * screen and keeps its own place at the end of the page, so no content is ever hidden for good; from
 * tablets up, round buttons in the bottom-left corner (inline-end in RTL) that come to rest above the
 * footer, so they never cover its newsletter form.
 */
export function ContactFab() {
  const [pathname] = useLocation();
  const toastShowing = useToastShowing();
  if (matchAppRoute(pathname).route.area !== 'public') return null;
  return (
    <Box
      position="sticky"
      bottom={{ base: '0', md: '6' }}
      h={{ base: 'auto', md: '0' }}
      zIndex="docked"
      pointerEvents="none"
    >
      <Flex
        as="aside"
        aria-label="יצירת קשר מהירה"
        position={{ base: 'static', md: 'absolute' }}
        bottom="0"
        insetInlineEnd={{ md: '6' }}
        direction={{ base: 'row', md: 'column' }}
        gap={{ base: '2', md: '3' }}
        p={{ base: '2', md: '0' }}
        bg={{ base: 'bg', md: 'transparent' }}
        // the phones' bar is opaque: a tap between its buttons must not reach the link hidden under it
        pointerEvents={{ base: 'auto', md: 'none' }}
        borderTopWidth={{ base: '1px', md: '0' }}
        borderColor="border"
        transition="opacity 0.2s, visibility 0.2s"
        {...(toastShowing ? { opacity: 0, visibility: 'hidden' } : {})}
      >
        <FabLink href={whatsappHref} label="שליחת הודעת וואטסאפ" text="וואטסאפ" bg="green.700" external>
          <MessageCircle size={22} aria-hidden="true" />
        </FabLink>
        <FabLink href={agency.phoneHref} label={`חיוג לסוכנות: ${agency.phone}`} text="חיוג" bg="brand.700">
          <Phone size={20} aria-hidden="true" />
        </FabLink>
      </Flex>
    </Box>
  );
}
