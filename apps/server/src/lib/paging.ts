import type { Page } from '@app/contracts';

/** The paging a list call asks for (spec §9: pageNo counts from 1). */
export type PageQuery = { pageNo: number; pageSize: number };

/** Offset and limit of a page. */
export function pageWindow(query: PageQuery): { offset: number; limit: number } {
  return { offset: (query.pageNo - 1) * query.pageSize, limit: query.pageSize };
}

/** A page in the spec's list shape (pageNum, pageSize, total, totalPages). */
export function toPage<T>(list: T[], total: number, query: PageQuery): Page<T> {
  return {
    list,
    pageNum: query.pageNo,
    pageSize: query.pageSize,
    total,
    totalPages: Math.ceil(total / query.pageSize),
  };
}
