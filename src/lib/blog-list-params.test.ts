import { describe, expect, it } from 'vitest';
import { blogListInput, listHref, pageCount, pageItems, pageParam, searchParam } from './blog-list-params';

describe('blogListInput', () => {
  const input = (search: string, category?: string) => blogListInput(new URLSearchParams(search), category);

  it('reads the page and the search, and the category from the path', () => {
    expect(input('q=ביטוח&page=3')).toEqual({ page: 3, q: 'ביטוח' });
    expect(input('page=2', 'health-insurance')).toEqual({ page: 2, category: 'health-insurance' });
    expect(input('')).toEqual({ page: 1 });
  });

  it('turns a page that is not a whole number from 1 up into page 1', () => {
    for (const value of ['0', '-2', 'abc', '1.5', '2e3', '', '9999999', ' 2'])
      expect(pageParam(value), value).toBe(1);
    expect(pageParam(null)).toBe(1);
    expect(pageParam('100000')).toBe(100_000);
  });

  it('drops an empty search and cuts a long one to the schema length', () => {
    expect(searchParam('   ')).toBeUndefined();
    expect(searchParam(null)).toBeUndefined();
    expect(searchParam('  פנסיה ')).toBe('פנסיה');
    expect(searchParam('א'.repeat(150))).toHaveLength(100);
    // control characters go (the database refuses NUL): what is left is the search
    expect(searchParam('\u0000')).toBeUndefined();
    expect(searchParam('פנ\u0000סיה\u007f\n')).toBe('פנסיה');
  });
});

describe('paging', () => {
  it('counts pages, at least one', () => {
    expect(pageCount(0, 9)).toBe(1);
    expect(pageCount(9, 9)).toBe(1);
    expect(pageCount(10, 9)).toBe(2);
    expect(pageCount(10_000, 9)).toBe(1112);
  });

  it('gives each page one address, keeping the search', () => {
    expect(listHref('/blog', 1)).toBe('/blog');
    expect(listHref('/blog', 2)).toBe('/blog?page=2');
    expect(listHref('/blog', 1, 'דירה')).toBe(`/blog?q=${encodeURIComponent('דירה')}`);
    expect(listHref('/blog/category/x', 3, 'a b')).toBe('/blog/category/x?q=a+b&page=3');
  });

  it('shows the first, the last and the neighbours of the current page, with gaps', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(1, 3)).toEqual([1, 2, 3]);
    expect(pageItems(1, 10)).toEqual([1, 2, 'gap-end', 10]);
    expect(pageItems(5, 10)).toEqual([1, 'gap-start', 4, 5, 6, 'gap-end', 10]);
    expect(pageItems(10, 10)).toEqual([1, 'gap-start', 9, 10]);
    // a gap of one page shows that page instead
    expect(pageItems(3, 10)).toEqual([1, 2, 3, 4, 'gap-end', 10]);
    expect(pageItems(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
});
