import { createContext, type ReactNode, useContext } from 'react';

/** Per-response values the whole tree may need; identical on the server and in the browser. */
export interface SiteContextValue {
  /** absolute base of canonical links (the server's PUBLIC_URL, no trailing slash) */
  publicUrl: string;
  /** this response's CSP nonce, for any inline <script>/<style> a component renders */
  nonce: string;
}

const SiteContext = createContext<SiteContextValue>({ publicUrl: '', nonce: '' });

export function SiteProvider({ value, children }: { value: SiteContextValue; children: ReactNode }) {
  return <SiteContext.Provider value={value}>{children}</SiteContext.Provider>;
}

export const useSite = () => useContext(SiteContext);
