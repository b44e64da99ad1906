import createCache from '@emotion/cache';

/** One cache per server request (a shared one drops styles on later requests); the browser makes its own. */
export function createEmotionCache(nonce: string) {
  return createCache({ key: 'css', nonce });
}
