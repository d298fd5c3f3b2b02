import { describe, expect, it } from 'vitest';
import { pageWindow, toPage } from './paging.ts';

describe('paging', () => {
  it('counts pages from 1', () => {
    expect(pageWindow({ pageNo: 1, pageSize: 20 })).toEqual({ offset: 0, limit: 20 });
    expect(pageWindow({ pageNo: 3, pageSize: 25 })).toEqual({ offset: 50, limit: 25 });
  });

  it('answers in the spec list shape, rounding the page count up', () => {
    expect(toPage(['a', 'b'], 41, { pageNo: 3, pageSize: 20 })).toEqual({
      list: ['a', 'b'],
      pageNum: 3,
      pageSize: 20,
      total: 41,
      totalPages: 3,
    });
    expect(toPage([], 0, { pageNo: 1, pageSize: 20 }).totalPages).toBe(0);
    expect(toPage(['x'], 40, { pageNo: 2, pageSize: 20 }).totalPages).toBe(2);
  });
});
