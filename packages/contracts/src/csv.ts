/**
 * CSV for the back office's exports (RFC 4180, UTF-8 with a byte-order mark so that spreadsheet
 * programs read Vietnamese right). A cell that a spreadsheet would run as a formula, one starting
 * with = + - @ or a tab or carriage return, gets a leading apostrophe (OWASP "CSV injection"), so
 * that an account name such as `=HYPERLINK(…)` stays text.
 */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = typeof value === 'string' ? value : String(value);
  if (/^[=+\-@\t\r]/.test(text) && !/^-?\d+(\.\d+)?$/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text.startsWith("'") ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows (the first one the header) as one CSV document. */
export function toCsv(rows: readonly (readonly unknown[])[]): string {
  return '\uFEFF' + rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
