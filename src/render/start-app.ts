/** The longest the app waits for the paint and the hero (passed to startApp by the server). */
export const START_APP_MAX_WAIT_MS = 3000;

/**
 * The page's only inline script: it loads the app (the browser entry and the chunks it imports)
 * once the server's HTML has painted its largest content, so the first paint does not share the
 * network and the main thread with ~150 kB of JavaScript. The HTML needs no JavaScript to be read
 * or to follow its links; hydration then adds the menus, dialogs and forms.
 *
 * When to start: at the first contentful paint, once the page's hero image
 * (`img[fetchpriority="high"]`, see HeroPicture) has been decoded, so the hero is painted before the
 * app's requests begin; at once when the page is hidden (opened in a background tab: there is no paint
 * to wait for) or the browser has no paint timing; and in any case after `maxWaitMs`, so a hero that
 * never decodes cannot keep the page from becoming interactive. Not at the window's load event: with
 * the scripts out of the way it fires before the first paint.
 *
 * The server serializes this function into the page (`startApp.toString()`), so it must not use
 * anything outside its own body (start-app.test.ts checks that). Only the fallback reads a timer:
 * tests that stop the clock still hydrate through the paint.
 */
export function startApp(entry: string, preload: readonly string[], maxWaitMs: number): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    // beside the entry, not after it: the page's chunks load in parallel (modulepreload is body-ok, and
    // <head> keeps the server's stylesheet last)
    for (const href of preload) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.body.append(link);
    }
    // a script element, not import(): Vite's development server would rewrite import() in this source
    const script = document.createElement('script');
    script.type = 'module';
    script.src = entry;
    document.body.append(script);
  };
  if (document.visibilityState === 'hidden' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    start();
    return;
  }
  setTimeout(start, maxWaitMs);
  new PerformanceObserver((list, observer) => {
    if (!list.getEntries().some((entry) => entry.name === 'first-contentful-paint')) return;
    observer.disconnect();
    const hero = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
    if (!hero || hero.complete) start();
    else hero.decode().then(start, start);
  }).observe({ type: 'paint', buffered: true });
}
