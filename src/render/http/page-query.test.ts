import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageQueries, pageTarget } from './page-query';

const target = (url: string) => pageTarget(new URL(url, 'http://localhost'));

describe('pageTarget', () => {
  it('renders and keeps a page under its path, whatever query it is sent with', () => {
    for (const url of [
      '/about',
      '/about?x=1',
      '/about?utm_source=mail&fbclid=abc',
      '/about?%ZZ',
      '/about?',
    ]) {
      expect(target(url), url).toEqual({ location: '/about', key: '/about' });
    }
  });

  it('keeps the parameters a page reads, and never keeps an answer made for a one-time token', () => {
    expect(target('/reset-password?token=abc&utm_source=mail')).toEqual({
      location: '/reset-password?token=abc',
      key: undefined,
    });
    // without its token the page is the same for everyone
    expect(target('/reset-password?utm_source=mail')).toEqual({
      location: '/reset-password',
      key: '/reset-password',
    });
    expect(target('/newsletter/unsubscribe?token=t0k3n').key).toBeUndefined();
  });
});

// Every public page whose render reads the query string must be listed in pageQueries: the server
// renders the others without it, so a page missing there would render differently than it hydrates.
describe('pageQueries', () => {
  const root = path.resolve(__dirname, '../../..');
  const READS_QUERY = /useSearchParams\(|\bsearch\b[^;]*=\s*useLocation\(/;
  const IMPORT = /(?:import|export)[^'"]*?from\s*'([^']+)'/g;

  const resolve = (from: string, spec: string) => {
    const base = spec.startsWith('@/')
      ? path.join(root, 'src', spec.slice(2))
      : spec.startsWith('.')
        ? path.resolve(path.dirname(from), spec)
        : undefined;
    if (!base) return undefined;
    return [`${base}.tsx`, `${base}.ts`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')].find(
      existsSync,
    );
  };

  /** the files a module reaches through static imports inside src/ that read the query */
  const readersFrom = (file: string) => {
    const seen = new Set<string>();
    const readers: string[] = [];
    const visit = (f: string) => {
      if (seen.has(f)) return;
      seen.add(f);
      const source = readFileSync(f, 'utf8');
      if (READS_QUERY.test(source)) readers.push(path.relative(root, f));
      for (const [, spec] of source.matchAll(IMPORT)) {
        const next = spec && resolve(f, spec);
        if (next) visit(next);
      }
    };
    visit(file);
    return readers;
  };

  const routes = readFileSync(path.join(root, 'src/routes.ts'), 'utf8');
  const pathsOf = (page: string) =>
    [...routes.matchAll(/pub\(\s*'([^']+)',\s*'([^']+)'/g)]
      .filter(([, , key]) => key === page)
      .map(([, p]) => p);

  const publicDir = path.join(root, 'src/pages/public');
  const publicPages = readdirSync(publicDir)
    .filter((name) => name.endsWith('.tsx') && !name.includes('.test.'))
    .map((name) => path.join(publicDir, name));

  it('lists every public page that reads the query string, and only those', () => {
    const reading = publicPages
      .filter((file) => readersFrom(file).length > 0)
      .flatMap((file) => {
        const page = `public/${path.basename(file, '.tsx')}`;
        const paths = pathsOf(page);
        return paths.length > 0 ? paths : [`${page} (a page with no fixed path: give pageQueries a pattern)`];
      });
    expect(reading.sort()).toEqual(Object.keys(pageQueries).sort());
  });

  it('the layout every page shares reads no query', () => {
    expect(readersFrom(path.join(root, 'src/render/app-shell.tsx'))).toEqual([]);
  });
});
