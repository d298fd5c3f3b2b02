import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { localeResources } from './i18n.ts';

type Tree = { [key: string]: string | Tree };

function keysOf(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );
}

function resolve(tree: Tree, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Tree | undefined)?.[part], tree);
}

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('the console in Vietnamese and English', () => {
  const { vi, en } = localeResources();

  it('has every string in both languages', () => {
    expect(keysOf(vi).sort()).toEqual(keysOf(en).sort());
  });

  it('has a text in both languages for every key the screens name literally', () => {
    const root = path.resolve(import.meta.dirname, '..');
    const keys = new Set<string>();
    for (const file of sources(root)) {
      const text = fs.readFileSync(file, 'utf8');
      for (const match of text.matchAll(/\bt\(\s*'([a-zA-Z]+(?:\.[a-zA-Z_]+)+)'/g))
        keys.add(match[1]!);
    }
    expect(keys.size).toBeGreaterThan(80);
    const missing = [...keys].filter(
      (key) => typeof resolve(vi, key) !== 'string' || typeof resolve(en, key) !== 'string',
    );
    expect(missing).toEqual([]);
  });

  it('shows error codes in the console language, from the site’s catalogue', () => {
    expect(resolve(vi, 'errors.operator.sign_in_failed')).toMatch(/[ăâđêôơư]/i);
    expect(resolve(en, 'errors.operator.sign_in_failed')).toMatch(/username|password/i);
  });
});
