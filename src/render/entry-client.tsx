/**
 * Browser entry: read the server's state, load the matched page's chunk, build the design system, then
 * hydrate the document. Each step is a task of its own (the browser may handle input in between), so
 * no single one of them blocks the page for long on a phone.
 */
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createDataLayer } from '@/lib/data-layer';
import { beginHydration } from '@/lib/use-hydrated';
import { AppShell } from '@/render/app-shell';
import { BOOTSTRAP_ID, type Bootstrap } from '@/render/bootstrap';
import { Document } from '@/render/document';
import { createEmotionCache } from '@/render/emotion-cache';
import { preloadPage } from '@/render/lazy-page';
import { AppProviders, LOCALE } from '@/render/providers';
import { SiteRouter } from '@/render/site-router';
import { matchAppRoute } from '@/routes';
import { getSystem } from '@/theme/system';

const stateText = document.getElementById(BOOTSTRAP_ID)?.textContent;
const bootstrap: Bootstrap | undefined = stateText ? (JSON.parse(stateText) as Bootstrap) : undefined;
// the nonce attribute is hidden from getAttribute; the property keeps it
const nonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce ?? '';
const publicUrl = bootstrap?.publicUrl ?? window.location.origin;

const emotionCache = createEmotionCache(nonce);

/** Resolves in a later task: a message, not a timer, so tests that stop the clock still hydrate. */
const nextTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });

// after the modules' evaluation: matching ranks the whole route table
nextTask()
  .then(() => preloadPage(matchAppRoute(window.location.pathname).route.page))
  .then(nextTask)
  .then(() => {
    getSystem();
    return nextTask();
  })
  .then(() => {
    // Ark's LocaleProvider (AppProviders) works out the direction with `new Intl.Locale(locale).maximize()`;
    // the page's first Intl call loads the locale data, a long task on a phone: here it is a task of
    // its own, not part of hydration's first slice
    if (typeof Intl.Locale === 'function') new Intl.Locale(LOCALE).maximize();
    return nextTask();
  })
  .then(() => {
    beginHydration();
    startTransition(() => {
      hydrateRoot(
        document,
        <Document nonce={nonce}>
          <AppProviders
            site={{ publicUrl, nonce }}
            data={createDataLayer(bootstrap?.state)}
            emotionCache={emotionCache}
          >
            <SiteRouter>
              <AppShell />
            </SiteRouter>
          </AppProviders>
        </Document>,
      );
    });
  });
