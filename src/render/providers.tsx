import { ChakraProvider, LocaleProvider } from '@chakra-ui/react';
import { CacheProvider, type EmotionCache } from '@emotion/react';
import type { ReactNode } from 'react';
import { type DataLayer, DataProvider } from '@/lib/data-layer';
import { type SiteContextValue, SiteProvider } from '@/lib/site-context';
import { getSystem } from '@/theme/system';

/** The site's locale: Hebrew, Israel (right to left). */
export const LOCALE = 'he-IL';

export interface AppProvidersProps {
  site: SiteContextValue;
  data: DataLayer;
  emotionCache: EmotionCache;
  children: ReactNode;
}

/** Styles (Emotion cache with the nonce, Chakra, RTL locale), site values and the data layer. */
export function AppProviders({ site, data, emotionCache, children }: AppProvidersProps) {
  return (
    <CacheProvider value={emotionCache}>
      <ChakraProvider value={getSystem()}>
        <LocaleProvider locale={LOCALE}>
          <SiteProvider value={site}>
            <DataProvider layer={data}>{children}</DataProvider>
          </SiteProvider>
        </LocaleProvider>
      </ChakraProvider>
    </CacheProvider>
  );
}
