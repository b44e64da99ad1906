import { describe, expect, it } from 'vitest';
import { isAllowedHref, normalizeHref } from './links';

describe('normalizeHref', () => {
  it('keeps http, https, mailto and tel links', () => {
    for (const href of [
      'https://ofek.co.il/a?b=1',
      'http://example.com',
      'mailto:a@b.co',
      'tel:+972-3-1234567',
    ])
      expect(normalizeHref(href)).toBe(href);
  });
  it("keeps the site's own pages by path", () => {
    for (const href of ['/contact', '/', '/blog/ביטוח-נסיעות?x=1#top', '/travel#step-2'])
      expect(normalizeHref(href)).toBe(href);
    expect(normalizeHref(' /contact ')).toBe('/contact');
    expect(isAllowedHref('/contact')).toBe(true);
  });
  it('refuses a path that a browser reads as another site', () => {
    for (const href of [
      '//evil.example',
      '//evil.example/contact',
      '/\\evil.example',
      '/ contact',
      'contact',
    ])
      expect(normalizeHref(href)).toBeNull();
    expect(isAllowedHref('//evil.example')).toBe(false);
  });
  it('completes a bare domain and a bare e-mail address', () => {
    expect(normalizeHref(' example.co.il/path ')).toBe('https://example.co.il/path');
    expect(normalizeHref('info@ofek.co.il')).toBe('mailto:info@ofek.co.il');
  });
  it('refuses script and other schemes', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:text/html,x',
      'ftp://x.com',
      'vbscript:x',
      '',
    ])
      expect(normalizeHref(href)).toBeNull();
    expect(isAllowedHref('javascript:alert(1)')).toBe(false);
  });
});
