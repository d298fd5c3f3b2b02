import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/translation.ts';
import '../components/invite-friends-page.tsx';
import en from './en.json';
import vi from './vi.json';

function leaves(tree: unknown, prefix = ''): [string, string][] {
  if (typeof tree === 'string') return [[prefix, tree]];
  return Object.entries(tree as object).flatMap(([k, v]) =>
    leaves(v, prefix ? `${prefix}.${k}` : k),
  );
}

describe('invite friends strings', () => {
  it('have the same keys in both languages, none empty, none left in English', () => {
    const viLeaves = new Map(leaves(vi));
    const enLeaves = new Map(leaves(en));
    expect([...viLeaves.keys()].sort()).toEqual([...enLeaves.keys()].sort());
    for (const [key, text] of viLeaves) {
      expect(text.trim(), key).not.toBe('');
      expect(text, key).not.toBe(enLeaves.get(key));
    }
  });

  it('reach the Vietnamese strings when the page’s chunk loads', () => {
    expect(i18n.getString('vi', 'referral.title')).toBe(vi.referral.title);
    expect(i18n.getString('en', 'referral.title')).toBe(en.referral.title);
  });
});
