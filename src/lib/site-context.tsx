import { createContext, type ReactNode, useContext } from 'react';
import type { DataRuntime } from '@/lib/data/runtime';

/**
 * The data layer (tRPC client, react-query cache) of one page load in the browser, or of one server
 * render. The browser fills `runtime` the first time a component needs data (src/lib/data), so a page
 * that needs none hydrates without that code; `state` is the server's dehydrated cache (superjson).
 */
export interface DataHolder {
  state?: unknown;
  runtime?: DataRuntime;
}

/** Per-response values the whole tree may need; identical on the server and in the browser. */
export interface SiteContextValue {
  /** absolute base of canonical links (the server's PUBLIC_URL, no trailing slash) */
  publicUrl: string;
  /** this response's CSP nonce, for any inline <script>/<style> a component renders */
  nonce: string;
  data: DataHolder;
}

const SiteContext = createContext<SiteContextValue>({ publicUrl: '', nonce: '', data: {} });

export function SiteProvider({ value, children }: { value: SiteContextValue; children: ReactNode }) {
  return <SiteContext.Provider value={value}>{children}</SiteContext.Provider>;
}

export const useSite = () => useContext(SiteContext);
