import { randomBytes } from 'node:crypto';
import { RECORDS_UTC_OFFSET, type Page } from '@app/contracts';

/** Who did an operator action: the operator API (and its CLI) or a gateway's callback. */
export type Actor = { name: string; ip: string | null };

/** An order number people can read out: prefix, the Vietnam date, 8 random hex digits. */
export function newOrderNo(prefix: 'D' | 'W'): string {
  const day = new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10).replaceAll('-', '');
  return `${prefix}${day}${randomBytes(4).toString('hex').toUpperCase()}`;
}

/** Offset and limit of a page (pageNo counts from 1). */
export function pageWindow(query: { pageNo: number; pageSize: number }) {
  return { offset: (query.pageNo - 1) * query.pageSize, limit: query.pageSize };
}

/** A page in the spec's list shape. */
export function toPage<T>(list: T[], total: number, query: { pageNo: number; pageSize: number }) {
  return {
    list,
    pageNum: query.pageNo,
    pageSize: query.pageSize,
    total,
    totalPages: Math.ceil(total / query.pageSize),
  } satisfies Page<T>;
}

/** Merchant days (YYYY-MM-DD, Vietnam time) to a half-open UTC range: [start 00:00, day after end). */
export function dayRange(startDate?: string, endDate?: string): { from?: Date; to?: Date } {
  const from = startDate ? new Date(`${startDate}T00:00:00${RECORDS_UTC_OFFSET}`) : undefined;
  const to = endDate
    ? new Date(new Date(`${endDate}T00:00:00${RECORDS_UTC_OFFSET}`).getTime() + 86_400_000)
    : undefined;
  return { ...(from ? { from } : {}), ...(to ? { to } : {}) };
}

/** Shows the last 4 digits of an account number: ******3456. */
export function maskAccountNo(accountNo: string): string {
  return `${'*'.repeat(Math.max(0, accountNo.length - 4))}${accountNo.slice(-4)}`;
}

export const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);
