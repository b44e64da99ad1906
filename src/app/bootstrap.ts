import type { DehydratedState } from '@tanstack/react-query';

/** What the server hands the browser in <script type="application/json" id="__STATE__"> (superjson). */
export interface Bootstrap {
  publicUrl: string;
  state: DehydratedState;
}

export const BOOTSTRAP_ID = '__STATE__';
