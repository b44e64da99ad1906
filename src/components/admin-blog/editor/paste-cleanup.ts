/**
 * What a paste from Word (or Google Docs, or a web page) becomes before TipTap parses it: Word's list
 * paragraphs turn into real lists, headings map onto the two levels the blog has, and the junk goes
 * (conditional comments, <o:p>, <xml>/<style> blocks, mso- styles and Mso classes, local file images).
 * TipTap's schema drops what it does not know and the server sanitizes again; this keeps the structure.
 */

const WORD = /class="?Mso|mso-|urn:schemas-microsoft-com/i;
const ATTRIBUTES =
  /\s(?:class|style|lang|align|valign|width|height|border|cellspacing|cellpadding|face|size|color|id)=(?:"[^"]*"|'[^']*'|[^\s>]+)/gi;

/** Word's numbered markers ('1.', 'a)', 'iv.') versus its bullets ('·', '§', 'o'). */
const ORDERED_MARKER = /^\s*(?:\d+|[a-z]|[ivxlc]+|[א-ת])[.)]\s*$/i;

function stripTags(html: string) {
  return html.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ');
}

/** Word writes a list as paragraphs with `mso-list` styles and its marker in a supportLists block. */
function wordListsToLists(html: string): string {
  const items = html.replace(/<p\b([^>]*)>([\s\S]*?)<\/p>/gi, (paragraph, attrs: string, inner: string) => {
    if (!/mso-list:\s*l\d/i.test(attrs)) return paragraph;
    const marker =
      inner.match(/<!\[if !supportLists\]>([\s\S]*?)<!\[endif\]>/i)?.[1] ??
      inner.match(/<span[^>]*mso-list:\s*Ignore[^>]*>([\s\S]*?)<\/span>/i)?.[1] ??
      '';
    const kind = ORDERED_MARKER.test(stripTags(marker)) ? 'ol' : 'ul';
    const text = inner
      .replace(/<!\[if !supportLists\]>[\s\S]*?<!\[endif\]>/gi, '')
      .replace(/<span[^>]*mso-list:\s*Ignore[^>]*>(?:<span[^>]*>[\s\S]*?<\/span>|[\s\S])*?<\/span>/gi, '');
    return `<li data-word-list="${kind}">${text}</li>`;
  });
  // consecutive items of one kind become one list
  return items.replace(
    /<li data-word-list="(ul|ol)">[\s\S]*?<\/li>(?:\s*<li data-word-list="\1">[\s\S]*?<\/li>)*/g,
    (run, kind: string) => `<${kind}>${run.replace(/ data-word-list="(?:ul|ol)"/g, '')}</${kind}>`,
  );
}

export function cleanPastedHtml(html: string): string {
  let out = html;
  if (WORD.test(out)) {
    out = wordListsToLists(out)
      .replace(/<!\[if !supportLists\]>[\s\S]*?<!\[endif\]>/gi, '')
      .replace(/<!\[if[^>]*>|<!\[endif\]>/gi, '');
  }
  out = out
    // comments, conditional comments included
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<(style|xml|script|title|head)\b[^>]*>[\s\S]*?<\/\1>/gi, '')
    .replace(/<o:p\b[^>]*>[\s\S]*?<\/o:p>/gi, '')
    .replace(/<\/?(?:o|w|v|m|st1):[a-z]+\b[^>]*>/gi, '')
    .replace(/<\/?(?:meta|link|font)\b[^>]*>/gi, '')
    // images on the author's disk never reach the server
    .replace(/<img\b[^>]*\bsrc=["']?(?:file:|data:)[^>]*>/gi, '')
    .replace(
      /<(\w+)\b([^>]*)>/g,
      (_tag, name: string, attrs: string) => `<${name}${attrs.replace(ATTRIBUTES, '')}>`,
    )
    .replace(/<\/?span>/gi, '')
    // the blog's headings are h2 and h3: a pasted h1 is the section's heading, h4–h6 its sub-headings
    .replace(/<(\/?)h1\b/gi, '<$1h2')
    .replace(/<(\/?)h[4-6]\b/gi, '<$1h3');
  return out;
}
