import { describe, expect, it } from 'vitest';
import { htmlValidator } from './html-validity';

const page = (head: string, body: string) =>
  `<!doctype html><html lang="he" dir="rtl"><head><meta charSet="utf-8"><title>t</title>${head}</head><body>${body}</body></html>`;

const rulesBroken = async (head: string, body: string) => {
  const report = await htmlValidator().validateString(page(head, body));
  return report.results.flatMap((result) => result.messages.map((message) => message.ruleId));
};

describe('the HTML validator of the page tests', () => {
  it('passes a valid page, React spellings, Open Graph and SVG included', async () => {
    const body =
      '<a href="/a" type="text/html">a</a><button type="button"><span style="display:block"></span></button>' +
      '<label><input type="email" autoComplete="email"><span>x</span></label>' +
      '<dl><div><dt>a</dt><dd>b</dd></div></dl><div hidden="" data-x="1" aria-hidden="true"></div>' +
      '<img src="/i.png" alt="" fetchPriority="high" srcSet="/i.png 1x"><svg viewBox="0 0 1 1"><path d="M0 0"></path></svg>';
    expect(
      await rulesBroken(
        '<meta property="og:title" content="x"><meta name="theme-color" content="#000">',
        body,
      ),
    ).toEqual([]);
  });

  it('reports each kind of error the Nu HTML Checker reports', async () => {
    expect(await rulesBroken('', '<a href="/a" type="button">a</a>')).toEqual(['attribute-allowed-values']);
    expect(await rulesBroken('', '<button type="button"><div></div></button>')).toEqual([
      'element-permitted-content',
    ]);
    expect(await rulesBroken('', '<label><input type="checkbox"><div></div></label>')).toEqual([
      'element-permitted-content',
    ]);
    expect(await rulesBroken('', '<dl><div><dt>a</dt><dd>b</dd><div></div></div></dl>')).toEqual([
      'nu/dl-group',
    ]);
    expect(await rulesBroken('', '<div top="full"></div>')).toEqual(['nu/known-attribute']);
    expect(await rulesBroken('<meta property="csp-nonce" nonce="n">', '')).toEqual(['nu/meta-content']);
  });
});
