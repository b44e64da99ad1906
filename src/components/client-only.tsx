import type { ReactNode } from 'react';
import { useHydrated } from '@/render/use-hydrated';

/** Renders `fallback` on the server and during hydration, `children` once in the browser. */
export function ClientOnly({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return useHydrated() ? children : fallback;
}
