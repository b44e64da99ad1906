import { describe, expect, it } from 'vitest';
import { isCurrent } from '@/components/ui/nav-link';
import { matchAppRoute, NOT_FOUND_PATH } from '@/routes';

const pageOf = (pathname: string) => matchAppRoute(pathname).route.page;

describe('matchAppRoute', () => {
  it('finds a static path before a pattern that would also take it', () => {
    expect(pageOf('/blog')).toBe('public/blog-list');
    expect(pageOf('/blog/category/pension-savings')).toBe('public/blog-category');
    expect(pageOf('/admin/blog/new')).toBe('admin/blog-editor');
    expect(matchAppRoute('/admin/blog/new').params).toEqual({});
    expect(matchAppRoute('/admin/blog/12/edit').params).toEqual({ id: '12' });
  });

  it('takes letters in either case and a trailing slash, as the server does', () => {
    expect(pageOf('/About')).toBe('public/about');
    expect(pageOf('/about/')).toBe('public/about');
    expect(matchAppRoute('/Blog/My-Post/').params).toEqual({ slug: 'My-Post' });
  });

  it('decodes parameters, whether the path comes encoded (the server) or decoded (the router)', () => {
    const slug = 'ביטוח-נסיעות';
    expect(matchAppRoute(`/blog/${encodeURIComponent(slug)}`).params).toEqual({ slug });
    expect(matchAppRoute(`/blog/${slug}`).params).toEqual({ slug });
    // a stray % is kept as it came
    expect(matchAppRoute('/blog/100%-safe').params).toEqual({ slug: '100%-safe' });
  });

  it('answers every other path with the not-found route', () => {
    for (const path of ['/no-such-page', '/blog/a/b', '/admin/blog/12', '/insurance/health/more'])
      expect(matchAppRoute(path).route.path, path).toBe(NOT_FOUND_PATH);
  });
});

describe('isCurrent (NavLink)', () => {
  it('marks the page itself and, unless `end`, the section holding it', () => {
    expect(isCurrent('/admin/blog', '/admin/blog')).toBe(true);
    expect(isCurrent('/admin/blog/new', '/admin/blog')).toBe(true);
    expect(isCurrent('/admin/blogger', '/admin/blog')).toBe(false);
    expect(isCurrent('/admin/blog', '/admin', true)).toBe(false);
    expect(isCurrent('/admin', '/admin', true)).toBe(true);
    expect(isCurrent('/about', '/')).toBe(false);
    expect(isCurrent('/', '/')).toBe(true);
  });
});
