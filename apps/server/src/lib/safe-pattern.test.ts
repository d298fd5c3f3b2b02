import { describe, expect, it } from 'vitest';
import { defaultFieldRules } from '../modules/system/system.defaults.ts';
import { demoSiteSettings } from '../db/seed/demo/settings.ts';
import { patternProblem } from './safe-pattern.ts';

describe('field-rule patterns an operator may store', () => {
  it('accepts every pattern of the defaults and the demo data', () => {
    const site = demoSiteSettings();
    const patterns = [...defaultFieldRules(), ...site.register.fields, ...site.fieldRules]
      .map((r) => r.pattern)
      .filter((p): p is string => p !== undefined);
    expect(patterns.length).toBeGreaterThan(3);
    for (const pattern of patterns) expect(patternProblem(pattern), pattern).toBeNull();
  });

  it.each([
    '^[A-Za-z0-9_]{4,16}$',
    '^\\p{L}[\\p{L} ]{1,29}$',
    '^(\\d{1,3}\\.){3}\\d{1,3}$',
    '^(?:com|net|org){1,3}$',
    '^(?<code>[A-Z]{2})\\d+$',
    '^(?!admin)[a-z]+$',
  ])('accepts %s', (pattern) => {
    expect(patternProblem(pattern)).toBeNull();
  });

  it.each([
    ['(a+)+$', 'nested_repetition'],
    ['^(\\w+\\s?)*$', 'nested_repetition'],
    ['^(([a-z])+.)+[A-Z]([a-z])+$', 'nested_repetition'],
    ['(a?){30}a{30}', 'nested_repetition'],
    ['(x+x+)+y', 'nested_repetition'],
    ['(.*){1,32000}[bc]', 'nested_repetition'],
    ['^(a|aa)*$', 'repeated_alternation'],
    ['^(a|b)+$', 'repeated_alternation'],
    ['^(a)\\1$', 'back_reference'],
    ['a{2,1}', 'syntax'],
    ['[', 'syntax'],
    ['\\p{Nope}', 'syntax'],
    [`^${'a?'.repeat(26)}$`, 'too_many_repetitions'],
    ['a'.repeat(201), 'length'],
  ])('refuses %s (%s)', (pattern, problem) => {
    expect(patternProblem(pattern)).toBe(problem);
  });

  it('refuses the classic catastrophic patterns before they run', () => {
    // What these would cost on a 40-character input is why they are refused; that they are
    // refused is checked quickly, without running them.
    const started = performance.now();
    for (const p of ['^(a+)+$', '^(a|a)*$', '^([a-zA-Z0-9]+\\s?)*$'])
      expect(patternProblem(p)).not.toBeNull();
    expect(performance.now() - started).toBeLessThan(100);
  });
});
