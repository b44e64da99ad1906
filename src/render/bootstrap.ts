import type { SuperJSONResult } from 'superjson';

/**
 * What the server hands the browser in <script type="application/json" id="__STATE__"> (plain JSON):
 * `state` is react-query's dehydrated cache as superjson's { json, meta } (src/lib/data-layer.tsx).
 */
export interface Bootstrap {
  publicUrl: string;
  state?: SuperJSONResult;
}

export const BOOTSTRAP_ID = '__STATE__';
