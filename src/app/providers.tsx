import { ChakraProvider, LocaleProvider } from '@chakra-ui/react';
import { CacheProvider, type EmotionCache } from '@emotion/react';
import {
  type DehydratedState,
  HydrationBoundary,
  type QueryClient,
  QueryClientProvider,
} from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { type SiteContextValue, SiteProvider } from '@/lib/site-context';
import { type createTrpcClient, trpc } from '@/lib/trpc';
import { system } from '@/theme/system';

export interface AppProvidersProps {
  site: SiteContextValue;
  emotionCache: EmotionCache;
  queryClient: QueryClient;
  trpcClient: ReturnType<typeof createTrpcClient>;
  dehydratedState?: DehydratedState;
  children: ReactNode;
}

/** Styles (Emotion cache with the nonce, Chakra, RTL locale), data (tRPC + react-query) and site values. */
export function AppProviders({
  site,
  emotionCache,
  queryClient,
  trpcClient,
  dehydratedState,
  children,
}: AppProvidersProps) {
  return (
    <CacheProvider value={emotionCache}>
      <ChakraProvider value={system}>
        <LocaleProvider locale="he-IL">
          <trpc.Provider client={trpcClient} queryClient={queryClient}>
            <QueryClientProvider client={queryClient}>
              <HydrationBoundary state={dehydratedState}>
                <SiteProvider value={site}>{children}</SiteProvider>
              </HydrationBoundary>
            </QueryClientProvider>
          </trpc.Provider>
        </LocaleProvider>
      </ChakraProvider>
    </CacheProvider>
  );
}
