import type { FastifyReply } from 'fastify';

import { csvDocument } from '@app/contracts';

/**
 * CSV exports of the back office (docs/decisions/2026-11-24-back-office-api.md); the cell rules
 * (formula cells defused, RFC 4180 quoting) are the contracts' `csvCell`, shared with the console.
 */

export type CsvValue = string | number | boolean | null | undefined;

/** A whole file: the header line and one line per row, in the header's order. */
export function toCsv<R>(
  columns: readonly { header: string; value: (row: R) => CsvValue }[],
  rows: readonly R[],
): string {
  return csvDocument([
    columns.map((c) => c.header),
    ...rows.map((row) => columns.map((c) => c.value(row))),
  ]);
}

/** Sends a CSV file as a download named `filename` (the handler then returns the reply). */
export function sendCsv(reply: FastifyReply, filename: string, body: string): FastifyReply {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header(
      'content-disposition',
      `attachment; filename="${filename.replace(/[^A-Za-z0-9._-]/g, '_')}"`,
    )
    .header('cache-control', 'no-store')
    .send(body);
}
