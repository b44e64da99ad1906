import { Box } from '@chakra-ui/react';
import { Plane } from 'lucide-react';
import { PageContainer } from '@/components/layout/page-container';
import { CalloutBand } from '@/components/marketing/callout-band';
import { CtaLink } from '@/components/ui/cta-link';
import type { HomeTravelCta } from '@/content/home';

/** The travel-insurance call to action: a wide band leading to the request form. */
export function TravelCta({ cta }: { cta: HomeTravelCta }) {
  const plane = (
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
  );
  return (
    <PageContainer data-below-fold="" py={{ base: '6', md: '10' }}>
      <CalloutBand id="home-travel-cta-title" title={cta.title} text={cta.text} start={plane}>
        <CtaLink to={cta.href} accent position="relative" flexShrink="0">
          {cta.buttonLabel}
        </CtaLink>
      </CalloutBand>
    </PageContainer>
  );
}
