import { CacheProvider, Global, jsx, keyframes } from '@emotion/react';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createServerEmotionCache, emotionStyleTag } from './emotion-cache';

function renderWithStyles(children: ReturnType<typeof createElement>[], layerOrder = '') {
  const cache = createServerEmotionCache('n0nce');
  const html = renderToString(createElement(CacheProvider, { value: cache }, ...children));
  return { html, tag: emotionStyleTag(cache, 'n0nce', layerOrder) };
}

describe('the server render puts every Emotion rule into one style tag', () => {
  it('leaves the markup free of style tags, puts the layer order first and keeps the rules in order', () => {
    const { html, tag } = renderWithStyles(
      [
        jsx('p', { key: 'a', css: { '@layer base': { color: 'red' } } }, 'first'),
        createElement(Global, { key: 'g', styles: { body: { margin: 0 } } }),
        jsx('p', { key: 'b', css: { color: 'blue' } }, 'second'),
        jsx('p', { key: 'c', css: { '@layer base': { color: 'red' } } }, 'same rule again'),
      ],
      '@layer reset, base;',
    );
    expect(html).not.toContain('<style');
    expect(tag).toMatch(/^<style data-ssr-emotion="[^"]+" nonce="n0nce">/);
    const css = tag.replace(/^<style[^>]*>|<\/style>$/g, '');
    expect(css.indexOf('@layer reset')).toBe(0);
    expect(css.indexOf('color:red')).toBeLessThan(css.indexOf('body{margin:0;}'));
    expect(css.indexOf('body{margin:0;}')).toBeLessThan(css.indexOf('color:blue'));
    // a rule used twice goes out once
    expect(css.match(/color:red/g)).toHaveLength(1);
    // the class names in the markup are the ids the browser's cache adopts
    const ids = tag.match(/data-ssr-emotion="([^"]+)"/)?.[1]?.split(' ') ?? [];
    for (const className of html.match(/css-[a-z0-9]+/g) ?? []) {
      expect(ids).toContain(className.slice('css-'.length));
    }
  });

  it('cannot be closed early by a rule', () => {
    const { tag } = renderWithStyles([
      jsx('p', { key: 'a', css: { '&::after': { content: '"</style>"' } } }),
    ]);
    expect(tag.match(/<\/style/gi)).toHaveLength(1);
  });

  it('prefixes only what current browsers still need (Safari: -webkit-user-select), not every transform and flex box', () => {
    const fade = keyframes({ from: { opacity: 0, transform: 'scale(0.9)' }, to: { opacity: 1 } });
    const { tag } = renderWithStyles([
      jsx('p', {
        key: 'a',
        css: {
          display: 'flex',
          alignItems: 'center',
          transform: 'translateX(4px)',
          transition: 'transform 0.2s',
          userSelect: 'none',
          backdropFilter: 'blur(4px)',
          animation: `${fade} 1s`,
        },
      }),
    ]);
    const css = tag.replace(/^<style[^>]*>|<\/style>$/g, '');
    expect(css).toContain('display:flex;');
    expect(css).toContain('-webkit-user-select:none;user-select:none;');
    expect(css).toContain('-webkit-backdrop-filter:blur(4px);backdrop-filter:blur(4px);');
    expect(css).toContain('@keyframes animation-');
    expect(css).not.toMatch(
      /-moz-|-ms-|@-webkit-keyframes|-webkit-(transform|transition|box|flex|align|animation)/,
    );
  });
});
