import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv.ts';

describe('csv', () => {
  it('escapes cells a spreadsheet would run as formulas', () => {
    for (const formula of ['=1+1', '+1+1', '-2+3', '@SUM(A1)', '\t=cmd', '\r=cmd']) {
      expect(csvCell(formula).replace(/^"/, '')).toMatch(/^'/);
    }
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
  });

  it('keeps signed numbers as numbers and plain text as it is', () => {
    expect(csvCell('-200000.00')).toBe('-200000.00');
    expect(csvCell(42)).toBe('42');
    expect(csvCell('Nguyễn Văn An')).toBe('Nguyễn Văn An');
    expect(csvCell(null)).toBe('');
  });

  it('quotes commas, quotes and line breaks', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
  });

  it('writes a document with a byte-order mark and CRLF lines', () => {
    expect(
      toCsv([
        ['account', 'amount'],
        ['=evil', '-5.00'],
      ]),
    ).toBe(`\uFEFFaccount,amount\r\n"'=evil",-5.00\r\n`);
  });
});
