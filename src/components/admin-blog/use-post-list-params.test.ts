import { describe, expect, it } from 'vitest';
import { postListQuery, readPostListParams } from './use-post-list-params';

describe('the /admin/blog query string', () => {
  it('reads page, status, category and search, ignoring what is malformed', () => {
    expect(readPostListParams(new URLSearchParams('page=3&status=draft&category=7&q=%20ביטוח%20'))).toEqual({
      page: 3,
      status: 'draft',
      categoryId: 7,
      search: 'ביטוח',
    });
    expect(readPostListParams(new URLSearchParams('page=-1&status=deleted&category=abc'))).toEqual({
      page: 1,
      status: undefined,
      categoryId: undefined,
      search: '',
    });
  });

  it('writes only what differs from the defaults, and reads back the same', () => {
    const state = { page: 2, status: 'published' as const, categoryId: 4, search: 'חיסכון' };
    const query = postListQuery(state);
    expect(readPostListParams(query)).toEqual(state);
    expect(postListQuery({ page: 1, status: undefined, categoryId: undefined, search: '' }).toString()).toBe(
      '',
    );
  });
});
