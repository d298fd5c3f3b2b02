import { describe, expect, it } from 'vitest';
import en from './en.json';
import vi from './vi.json';

function keys(tree: unknown, prefix = ''): string[] {
  if (typeof tree !== 'object' || tree === null) return [prefix];
  return Object.entries(tree).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

describe('legal locales', () => {
  it('have the same keys in both languages', () => {
    expect(keys(vi).sort()).toEqual(keys(en).sort());
    expect(keys(vi)).toContain('privacy.sections.age.title');
  });
});
