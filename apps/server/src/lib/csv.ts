import type { FastifyReply } from 'fastify';

/**
 * CSV exports of the back office (docs/decisions/2026-11-24-back-office-api.md): RFC 4180 quoting,
 * UTF-8 with a byte order mark (so a spreadsheet reads Vietnamese names right), CRLF line ends.
 *
 * OWASP "CSV injection": a spreadsheet runs a cell that starts with = + - @ (or a tab or carriage
 * return before one) as a formula, so such a cell gets a leading apostrophe and is shown as text.
 * Plain decimal numbers ("-1500.00") cannot be formulas and keep their sign, so amounts stay
 * numbers in the sheet.
 */

/** Starts a formula in Excel, LibreOffice or Google Sheets (OWASP's list, plus line feed). */
const FORMULA_START = /^[=+\-@\t\r\n]/;
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

export type CsvValue = string | number | boolean | null | undefined;

/** One cell: defused when a spreadsheet would read it as a formula, then quoted if it must be. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (FORMULA_START.test(text) && !PLAIN_NUMBER.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A whole file: the header line and one line per row, in the header's order. */
export function toCsv<R>(
  columns: readonly { header: string; value: (row: R) => CsvValue }[],
  rows: readonly R[],
): string {
  const lines = [columns.map((c) => csvCell(c.header)).join(',')];
  for (const row of rows) lines.push(columns.map((c) => csvCell(c.value(row))).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
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
