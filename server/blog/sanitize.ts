/**
 * The one allowlist for a post's HTML: what the editor (TipTap) produces and nothing else. Run on save;
 * a read serves the stored HTML as it is while it is marked clean under these rules, and sanitizes
 * again a row written around the editor (a seed, SQL by hand, an older rule): see clean-content.ts.
 */
import sanitizeHtml from 'sanitize-html';

/**
 * Names this allowlist. Change it with any change to the options below: every stored post is then
 * sanitized again at the next start, and served sanitized on the way out until then
 * (sanitize.test.ts pins what the rules make of a sample, so a change that forgets it fails).
 */
export const SANITIZE_RULES = 'post-html-1';

/** An image may come only from our storage (/media/…) or the site's own files (/images/…). */
const OWN_IMAGE = /^\/(media|images)\/[A-Za-z0-9_-][A-Za-z0-9/_.-]*$/;
export const isOwnImageUrl = (src: string) =>
  OWN_IMAGE.test(src) && !src.includes('..') && !src.includes('//');

const NUMBER = /^\d{1,4}$/;
const SPAN = /^\d{1,2}$/;
const EXTERNAL = /^(https?:)?\/\//i;

const keepNumeric = (attribs: sanitizeHtml.Attributes, names: string[], pattern: RegExp) => {
  const out: sanitizeHtml.Attributes = {};
  for (const name of names) {
    const value = attribs[name]?.trim();
    if (value && pattern.test(value) && Number(value) > 0) out[name] = value;
  }
  return out;
};

const DIRECTIONS = new Set(['rtl', 'ltr', 'auto']);
const withDir = (attribs: sanitizeHtml.Attributes): sanitizeHtml.Attributes => {
  const dir = attribs.dir?.trim().toLowerCase();
  return dir && DIRECTIONS.has(dir) ? { dir } : {};
};

const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'h2',
    'h3',
    'h4',
    'strong',
    'em',
    'u',
    's',
    'a',
    'ul',
    'ol',
    'li',
    'blockquote',
    'br',
    'hr',
    'code',
    'pre',
    'img',
    'figure',
    'figcaption',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    '*': ['dir'],
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: [] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // their text is not content: dropped with the tag (Word's <xml> and <style>, scripts, embedded documents)
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'template',
    'title',
    'head',
    'xml',
    'svg',
    'math',
    'iframe',
    'object',
    'embed',
    'noembed',
    'noframes',
    'select',
    'button',
  ],
  nestingLimit: 40,
  transformTags: {
    // runs after the tag's own transform: `dir` only with a direction as its value
    '*': (tag, attribs) => {
      const { dir: _, ...rest } = attribs;
      return { tagName: tag, attribs: { ...rest, ...withDir(attribs) } };
    },
    // the page has one h1 (the title)
    h1: (_tag, attribs) => ({ tagName: 'h2', attribs: withDir(attribs) }),
    h5: (_tag, attribs) => ({ tagName: 'h4', attribs: withDir(attribs) }),
    h6: (_tag, attribs) => ({ tagName: 'h4', attribs: withDir(attribs) }),
    b: (_tag, attribs) => ({ tagName: 'strong', attribs: withDir(attribs) }),
    i: (_tag, attribs) => ({ tagName: 'em', attribs: withDir(attribs) }),
    strike: 's',
    del: 's',
    a: (_tag, attribs) => {
      const href = attribs.href?.trim();
      const out: sanitizeHtml.Attributes = withDir(attribs);
      // protocol-relative ('//evil.example', or with a backslash, which browsers read as a slash) is another site
      if (href && !/^[\\/]{2}/.test(href)) {
        out.href = href;
        // a link away from the site opens in a new tab that cannot reach back to this one
        if (EXTERNAL.test(href)) Object.assign(out, { target: '_blank', rel: 'noopener noreferrer' });
      }
      return { tagName: 'a', attribs: out };
    },
    img: (_tag, attribs) => {
      const src = attribs.src?.trim() ?? '';
      const out: sanitizeHtml.Attributes = {
        ...withDir(attribs),
        ...keepNumeric(attribs, ['width', 'height'], NUMBER),
      };
      if (isOwnImageUrl(src)) out.src = src;
      out.alt = attribs.alt ?? '';
      return { tagName: 'img', attribs: out };
    },
    td: (_tag, attribs) => ({
      tagName: 'td',
      attribs: { ...withDir(attribs), ...keepNumeric(attribs, ['colspan', 'rowspan'], SPAN) },
    }),
    th: (_tag, attribs) => ({
      tagName: 'th',
      attribs: { ...withDir(attribs), ...keepNumeric(attribs, ['colspan', 'rowspan'], SPAN) },
    }),
    ol: (_tag, attribs) => ({
      tagName: 'ol',
      attribs: { ...withDir(attribs), ...keepNumeric(attribs, ['start'], NUMBER) },
    }),
  },
  // an image from anywhere else is dropped whole
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/** The post's HTML with only the editor's elements and safe attributes left. */
export function sanitizePostHtml(html: string): string {
  return sanitizeHtml(html, options).trim();
}
