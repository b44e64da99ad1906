// The repository's own TypeScript sources, for tests that check what every module spells out.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/** The .ts and .tsx files under a folder of the repository (relative paths), tests left out. */
export const filesUnder = (dir: string): string[] =>
  readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });

/** Lines of code that are not comments, with their file and line number. */
export const codeLines = (files: string[]) =>
  files.flatMap((file) =>
    readFileSync(path.join(root, file), 'utf8')
      .split('\n')
      .map((text, index) => ({ where: `${file}:${index + 1}`, text }))
      .filter(({ text }) => !/^\s*(\/\/|\/?\*)/.test(text)),
  );
