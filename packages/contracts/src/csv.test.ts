import { describe, expect, it } from 'vitest';
import { csvCell, csvDocument } from './csv.ts';

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

  it('writes a document with a byte order mark and CRLF lines', () => {
    expect(
      csvDocument([
        ['account', 'amount'],
        ['=evil', '-5.00'],
      ]),
    ).toBe(`\uFEFFaccount,amount\r\n'=evil,-5.00\r\n`);
  });
});
