import { describe, expect, it } from 'vitest';
import { toCsv } from './csv.ts';

// The cell rules (formula cells defused, quoting) are tested with csvCell in the contracts.
describe('CSV files of the reports', () => {
  it('writes a file with a byte order mark, a header and CRLF lines', () => {
    const csv = toCsv(
      [
        { header: 'name', value: (r: { n: string; v: string }) => r.n },
        { header: 'amount', value: (r) => r.v },
      ],
      [
        { n: '=evil()', v: '-1.00' },
        { n: 'ok', v: '2.00' },
      ],
    );
    expect(csv).toBe("\uFEFFname,amount\r\n'=evil(),-1.00\r\nok,2.00\r\n");
  });
});
