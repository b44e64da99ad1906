import { ChakraProvider, LocaleProvider } from '@chakra-ui/react';
import { CacheProvider, type EmotionCache } from '@emotion/react';
import type { ReactNode } from 'react';
import { type SiteContextValue, SiteProvider } from '@/lib/site-context';
import { getBrowserSystem, getSystem } from '@/theme/system';

/** The site's locale: Hebrew, Israel (right to left). */
export const LOCALE = 'he-IL';

export interface AppProvidersProps {
  site: SiteContextValue;
  emotionCache: EmotionCache;
  children: ReactNode;
}

/**
 * Styles (Emotion cache with the nonce, Chakra, RTL locale) and site values. The data layer is not
 * here: components that call the server bring it with them (src/lib/data/runtime.tsx).
 */
export function AppProviders({ site, emotionCache, children }: AppProvidersProps) {
  return (
    <CacheProvider value={emotionCache}>
      <ChakraProvider value={import.meta.env.SSR ? getSystem() : getBrowserSystem()}>
        <LocaleProvider locale={LOCALE}>
          <SiteProvider value={site}>{children}</SiteProvider>
        </LocaleProvider>
      </ChakraProvider>
    </CacheProvider>
  );
}
