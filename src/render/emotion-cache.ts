import createCache, { type EmotionCache, type StylisPlugin } from '@emotion/cache';

const SSR_ATTRIBUTE = 'data-ssr-emotion';

/**
 * Properties that a browser we serve (the last two years of Safari, Chrome, Firefox, Edge) still reads
 * only with `-webkit-`: Safari's user-select, text-size-adjust, box-decoration-break, hyphens before 17 and
 * backdrop-filter before 18; masks and `background-clip: text` before Chrome 120.
 */
const WEBKIT_ONLY = new Set([
  'user-select',
  'text-size-adjust',
  'box-decoration-break',
  'hyphens',
  'backdrop-filter',
  'background-clip',
  'mask',
  'mask-image',
  'mask-size',
  'mask-position',
  'mask-repeat',
  'mask-origin',
  'mask-clip',
  'mask-composite',
]);

/**
 * Emotion's default stylis plugin prefixes for browsers of ten years ago: every transform three times
 * (and the non-property `translate` too), `display: flex` four times, each `@keyframes` again as
 * `@-webkit-keyframes`. That was ~23 kB of a page's 86 kB of CSS, in every page's HTML and in every rule a
 * dialog inserts. This one writes only the `-webkit-` copies the browsers above still need.
 */
export const prefixWhereNeeded: StylisPlugin = (element) => {
  if (element.type === 'decl' && !element.return && WEBKIT_ONLY.has(element.props as unknown as string))
    element.return = `-webkit-${element.value}${element.value}`;
};

const cacheOptions = (nonce: string) => ({ key: 'css', nonce, stylisPlugins: [prefixWhereNeeded] });

/**
 * The browser's cache. It adopts the server's style tag (see `emotionStyleTag`): the rules named
 * there count as inserted, so they are not inserted again. The tag itself stays where it is: Emotion's
 * own adoption would move it, and a moved stylesheet is applied to the whole document again.
 */
export function createEmotionCache(nonce: string) {
  const cache = createCache(cacheOptions(nonce));
  const ids = document.querySelector(`style[${SSR_ATTRIBUTE}]`)?.getAttribute(SSR_ATTRIBUTE);
  for (const id of ids?.split(' ') ?? []) cache.inserted[id] = true;
  return cache;
}

/**
 * One cache per server request (a shared one drops styles on later requests). In Emotion's "compat"
 * mode the rules stay in the cache instead of going out as a `<style>` tag beside every component:
 * `emotionStyleTag` then puts all of them into one tag in <head>.
 */
export function createServerEmotionCache(nonce: string) {
  const cache = createCache(cacheOptions(nonce));
  cache.compat = true;
  return cache;
}

/**
 * Every rule the server's render used, as one `<style>` tag, with the ids of those rules for the
 * browser's cache (`createEmotionCache`). The rules go in the order of `cache.inserted`, as Emotion's
 * own `extractCritical` reads them: the order of insertion, except that an id made only of digits
 * would come first. Chakra gives each element one class, so the cascade does not depend on that
 * order, save for the statement that orders its cascade layers, which must come before any layer
 * (`layerOrder`, the system's `layers.atRule`): it goes first.
 */
export function emotionStyleTag(cache: EmotionCache, nonce: string, layerOrder = '') {
  const ids: string[] = [];
  let css = layerOrder;
  for (const [id, rules] of Object.entries(cache.inserted)) {
    if (typeof rules !== 'string' || rules === '') continue;
    ids.push(id);
    css += rules;
  }
  // rules come from our own styles; still, nothing in them may close the tag
  css = css.replace(/<\/style/gi, '<\\/style');
  return `<style ${SSR_ATTRIBUTE}="${ids.join(' ')}" nonce="${nonce}">${css}</style>`;
}
