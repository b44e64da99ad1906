import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const filesUnder = (dir: string): string[] =>
  readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });

/** Lines of code that are not comments, with their file and line number. */
const codeLines = (files: string[]) =>
  files.flatMap((file) =>
    readFileSync(path.join(root, file), 'utf8')
      .split('\n')
      .map((text, index) => ({ where: `${file}:${index + 1}`, text }))
      .filter(({ text }) => !/^\s*(\/\/|\/?\*)/.test(text)),
  );

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
