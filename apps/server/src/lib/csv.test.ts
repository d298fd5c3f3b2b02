import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv.ts';

describe('CSV cells (OWASP CSV injection)', () => {
  it.each([
    ['=1+1', "'=1+1"],
    ['+1+1', "'+1+1"],
    ['-1+1', "'-1+1"],
    ['@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['\t=1+1', "'\t=1+1"],
    ['\r=1+1', '"\'\r=1+1"'],
    ['=HYPERLINK("http://evil.example","x")', '"\'=HYPERLINK(""http://evil.example"",""x"")"'],
    ["=cmd|' /C calc'!A0", "'=cmd|' /C calc'!A0"],
    ['-', "'-"],
  ])('defuses %j', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it('keeps plain numbers, negative ones too, and ordinary text as they are', () => {
    expect(csvCell('-1500.00')).toBe('-1500.00');
    expect(csvCell('1500.00')).toBe('1500.00');
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell('Nguyễn Văn An')).toBe('Nguyễn Văn An');
    expect(csvCell('a=b')).toBe('a=b');
    expect(csvCell(null)).toBe('');
  });

  it('quotes commas, quotes and line breaks (RFC 4180)', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
  });

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
