import { describe, expect, it } from 'vitest';
import { codeLines, filesUnder } from '../../tests/source-files';

const HEBREW = '\\u05d0-\\u05ea';

describe('Hebrew typography in the texts the site shows', () => {
  it('abbreviations take gershayim (בע״מ, ת״א), not a typewriter quote', () => {
    const quoted = new RegExp(`[${HEBREW}]"[${HEBREW}]`);
    const found = codeLines([...filesUnder('src'), ...filesUnder('server')]).filter(({ text }) =>
      quoted.test(text),
    );
    expect(found.map(({ where }) => where)).toEqual([]);
  });

  it('one dash between words: the spaced en dash ( – ), not an em dash', () => {
    const found = codeLines([...filesUnder('src/content'), ...filesUnder('src/shared')]).filter(({ text }) =>
      text.includes(' — '),
    );
    expect(found.map(({ where }) => where)).toEqual([]);
  });
});
