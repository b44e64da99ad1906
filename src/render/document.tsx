import type { ReactNode } from 'react';
import { fontFaceCss, fontFiles } from '@/theme/fonts';

/** The whole HTML document, rendered by React on the server and hydrated as `document`. */
export function Document({ nonce, children }: { nonce: string; children: ReactNode }) {
  return (
    <html lang="he" dir="rtl">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* Emotion and Vite read the nonce from here in the browser (its `content` stays empty: the
            nonce attribute is hidden from selectors and scripts of the page, a content would not be);
            a page without nonces (a kept public page, its CSP by hash) has none */}
        {nonce && <meta property="csp-nonce" content="" nonce={nonce} />}
        <meta name="theme-color" content="#0b3a5b" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
        {fontFiles.map((file) => (
          <link key={file} rel="preload" href={file} as="font" type="font/woff2" crossOrigin="anonymous" />
        ))}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant string of ours */}
        <style nonce={nonce} dangerouslySetInnerHTML={{ __html: fontFaceCss }} />
      </head>
      <body>{children}</body>
    </html>
  );
}
