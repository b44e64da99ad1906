/**
 * What the server hands the browser in <script type="application/json" id="__STATE__"> (plain JSON):
 * `state` is react-query's dehydrated cache as superjson's { json, meta }, read by src/lib/data.
 */
export interface Bootstrap {
  publicUrl: string;
  state?: unknown;
}

export const BOOTSTRAP_ID = '__STATE__';
