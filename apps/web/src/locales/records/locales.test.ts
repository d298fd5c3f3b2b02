import { describe, expect, it } from 'vitest';
import { TRANSFER_KINDS } from '@app/contracts';
import en from './en.json';
import vi from './vi.json';

describe('records locales', () => {
  it('names every kind of ledger transfer in both languages', () => {
    for (const kind of TRANSFER_KINDS) {
      expect(en.records.kinds, kind).toHaveProperty(kind);
      expect(vi.records.kinds, kind).toHaveProperty(kind);
    }
  });
});
