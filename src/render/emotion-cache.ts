import createCache, { type EmotionCache } from '@emotion/cache';

const SSR_ATTRIBUTE = 'data-ssr-emotion';

/**
 * The browser's cache. It adopts the server's style tag (see `emotionStyleTag`): the rules named
 * there count as inserted, so they are not inserted again. The tag itself stays where it is: Emotion's
 * own adoption would move it, and a moved stylesheet is applied to the whole document again.
 */
export function createEmotionCache(nonce: string) {
  const cache = createCache({ key: 'css', nonce });
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
  const cache = createCache({ key: 'css', nonce });
  cache.compat = true;
  // the order of insertion, which the cascade depends on (an object's keys lose it: numeric ids go first)
  const order: string[] = [];
  const insert = cache.insert;
  cache.insert = (selector, serialized, sheet, shouldCache) => {
    if (shouldCache && cache.inserted[serialized.name] === undefined) order.push(serialized.name);
    return insert(selector, serialized, sheet, shouldCache);
  };
  insertionOrder.set(cache, order);
  return cache;
}

const insertionOrder = new WeakMap<EmotionCache, string[]>();

/**
 * Every rule the server's render used, in the order it was inserted, as one `<style>` tag, with the
 * ids of those rules for the browser's cache (`createEmotionCache`).
 */
export function emotionStyleTag(cache: EmotionCache, nonce: string) {
  const ids: string[] = [];
  let css = '';
  for (const id of insertionOrder.get(cache) ?? Object.keys(cache.inserted)) {
    const rules = cache.inserted[id];
    if (typeof rules !== 'string' || rules === '') continue;
    ids.push(id);
    css += rules;
  }
  // rules come from our own styles; still, nothing in them may close the tag
  css = css.replace(/<\/style/gi, '<\\/style');
  return `<style ${SSR_ATTRIBUTE}="${ids.join(' ')}" nonce="${nonce}">${css}</style>`;
}
