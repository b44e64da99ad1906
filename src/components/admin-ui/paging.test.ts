import { describe, expect, it } from 'vitest';
import { pageWindow, rangeText } from './paging';

describe('the admin lists’ pager', () => {
  it('offers the first, the last and the current page’s neighbours, with gaps', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
    // a gap of one page shows that page rather than '…'
    expect(pageWindow(4, 10)).toEqual([1, 2, 3, 4, 5, null, 10]);
    expect(pageWindow(10, 10)).toEqual([1, null, 9, 10]);
  });

  it('says which rows are shown, in Hebrew figures', () => {
    expect(rangeText(2, 20, 1234, 'אין')).toBe('מציג 21–40 מתוך 1,234');
    expect(rangeText(62, 20, 1234, 'אין')).toBe('מציג 1,221–1,234 מתוך 1,234');
    expect(rangeText(1, 20, 0, 'לא נמצאו חברים')).toBe('לא נמצאו חברים');
  });
});
