/**
 * CSV for the back office's exports, in the server and the console alike: RFC 4180 quoting,
 * UTF-8 with a byte-order mark (so a spreadsheet reads Vietnamese names right), CRLF line ends.
 *
 * OWASP "CSV injection": a spreadsheet runs a cell that starts with = + - @ (or a tab, carriage
 * return or line feed before one) as a formula, so such a cell gets a leading apostrophe and is
 * shown as text. Plain decimal numbers ("-1500.00") cannot be formulas and keep their sign, so
 * amounts stay numbers in the sheet.
 */
const FORMULA_START = /^[=+\-@\t\r\n]/;
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/** One cell: defused when a spreadsheet would read it as a formula, then quoted if it must be. */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = typeof value === 'string' ? value : String(value);
  if (FORMULA_START.test(text) && !PLAIN_NUMBER.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Rows (the first one the header) as one CSV document. */
export function csvDocument(rows: readonly (readonly unknown[])[]): string {
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
