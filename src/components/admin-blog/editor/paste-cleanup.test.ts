import { describe, expect, it } from 'vitest';
import { cleanPastedHtml } from './paste-cleanup';

// what Word for Windows puts on the clipboard (trimmed): a heading, a bulleted and a numbered list
const word = `<html xmlns:o="urn:schemas-microsoft-com:office:office"><head><meta name=Generator content="Microsoft Word 15">
<style><!-- p.MsoNormal {mso-style-unhide:no;} --></style><!--[if gte mso 9]><xml><o:OfficeDocumentSettings/></xml><![endif]--></head>
<body lang=HE><!--StartFragment-->
<h1 dir=RTL style='mso-outline-level:1'><span lang=HE>ביטוח דירה</span><o:p></o:p></h1>
<p class=MsoNormal dir=RTL><b><span lang=HE style='font-family:"Arial",sans-serif'>חשוב</span></b><span lang=HE> לדעת<o:p>&nbsp;</o:p></span></p>
<p class=MsoListParagraphCxSpFirst dir=RTL style='text-indent:-18.0pt;mso-list:l0 level1 lfo1'><![if !supportLists]><span style='font-family:Symbol'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp; </span></span><![endif]><span lang=HE>מבנה</span></p>
<p class=MsoListParagraphCxSpLast dir=RTL style='text-indent:-18.0pt;mso-list:l0 level1 lfo1'><![if !supportLists]><span>·<span>&nbsp; </span></span><![endif]><span lang=HE>תכולה</span></p>
<p class=MsoListParagraphCxSpFirst dir=RTL style='mso-list:l1 level1 lfo2'><![if !supportLists]><span>1.<span>&nbsp; </span></span><![endif]>ראשון</p>
<p class=MsoListParagraphCxSpLast dir=RTL style='mso-list:l1 level1 lfo2'><![if !supportLists]><span>2.<span>&nbsp; </span></span><![endif]>שני</p>
<p class=MsoNormal><img width=100 src="file:///C:/Users/a/AppData/Local/Temp/image001.png"></p>
<!--EndFragment--></body></html>`;

describe('cleanPastedHtml', () => {
  const out = cleanPastedHtml(word);

  it('turns Word list paragraphs into real lists, bullets and numbers apart', () => {
    expect(out).toMatch(/<ul><li[^>]*>מבנה<\/li>\s*<li[^>]*>תכולה<\/li><\/ul>/);
    expect(out).toMatch(/<ol><li[^>]*>ראשון<\/li>\s*<li[^>]*>שני<\/li><\/ol>/);
    expect(out).not.toContain('·');
  });

  it('keeps headings and bold, mapping h1 onto the blog’s h2', () => {
    expect(out).toMatch(/<h2 dir=RTL>ביטוח דירה<\/h2>/);
    expect(out).toContain('<b>חשוב</b>');
  });

  it('drops the junk: comments, <o:p>, styles, classes, mso, local images', () => {
    for (const junk of [
      '<!--',
      '<o:p',
      'mso-',
      'Mso',
      'style=',
      'class=',
      '<xml',
      '<style',
      'file:',
      '<meta',
    ])
      expect(out).not.toContain(junk);
  });

  it('leaves ordinary HTML alone apart from presentational attributes', () => {
    expect(cleanPastedHtml('<p style="color:red">שלום <a href="https://example.com">קישור</a></p>')).toBe(
      '<p>שלום <a href="https://example.com">קישור</a></p>',
    );
  });
});
