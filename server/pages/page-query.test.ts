import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { appRoutes } from '../../src/routes';
import { pageTarget } from './page-query';

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

  it('keeps each search and page of the blog lists, also on a path pattern', () => {
    expect(target('/blog?q=%D7%A4%D7%A0%D7%A1%D7%99%D7%94&page=2&utm_source=x')).toEqual({
      location: '/blog?q=%D7%A4%D7%A0%D7%A1%D7%99%D7%94&page=2',
      key: '/blog?q=%D7%A4%D7%A0%D7%A1%D7%99%D7%94&page=2',
    });
    expect(target('/blog/category/pension-savings?page=3&fbclid=1')).toEqual({
      location: '/blog/category/pension-savings?page=3',
      key: '/blog/category/pension-savings?page=3',
    });
    // a post reads no query
    expect(target('/blog/some-post?page=2')).toEqual({ location: '/blog/some-post', key: '/blog/some-post' });
  });
});

// Every public page whose render reads the query string must declare it on its routes (`query` in
// src/routes.ts): the server renders the others without it, so a page missing there would render
// differently than it hydrates.
describe('route queries', () => {
  const root = path.resolve(__dirname, '../..');
  const READS_QUERY = /\buseSearch(Params)?\(/;
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

  const pathsOf = (page: string) =>
    appRoutes.filter((route) => route.page === page).map((route) => route.path);
  const declared = appRoutes.filter((route) => route.query).map((route) => route.path);

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
        return paths.length > 0 ? paths : [`${page} (a page that is in no route)`];
      });
    expect(reading.sort()).toEqual(declared.sort());
    // the blog lists are among them (a guard against the scan silently finding nothing)
    expect(declared).toEqual(expect.arrayContaining(['/blog', '/blog/category/:slug', '/reset-password']));
  });

  it('the layout every page shares reads no query', () => {
    expect(readersFrom(path.join(root, 'src/render/app-shell.tsx'))).toEqual([]);
  });
});
