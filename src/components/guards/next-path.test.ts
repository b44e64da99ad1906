import { describe, expect, it } from 'vitest';
import { adminLoginHref, safeNextPath } from './next-path';

describe('safeNextPath', () => {
  it.each([
    ['/admin/applications', '/admin/applications'],
    ['/admin/blog/3/edit?x=1#top', '/admin/blog/3/edit?x=1#top'],
    ['/dashboard', '/dashboard'],
  ])('keeps a path of this site: %s', (next, expected) => {
    expect(safeNextPath(next, '/admin')).toBe(expected);
  });

  it.each([
    [null],
    [''],
    ['admin'],
    ['//evil.example/admin'],
    ['/\\evil.example'],
    ['https://evil.example/admin'],
    ['javascript:alert(1)'],
    ['/\t/evil.example'],
    ['/admin/login'],
    ['/login?next=/admin'],
  ])('refuses %s and goes to the fallback', (next) => {
    expect(safeNextPath(next, '/admin')).toBe('/admin');
  });
});

describe('adminLoginHref', () => {
  it('names the page to come back to', () => {
    expect(adminLoginHref('/admin/newsletter')).toBe('/admin/login?next=%2Fadmin%2Fnewsletter');
    expect(adminLoginHref('/admin')).toBe('/admin/login');
  });
});
