import { describe, expect, it } from 'vitest';
import { charLength, validateField, validateForm, VALIDATION_MESSAGES as M } from './validation.ts';
import type { FieldRule } from './system.ts';

const rule = (r: Partial<FieldRule>): FieldRule => ({
  name: 'field',
  enabled: true,
  required: false,
  ...r,
});

describe('validateField (spec §5)', () => {
  it('lets a non-required empty field pass and refuses a required one', () => {
    expect(validateField(rule({}), '')).toBeNull();
    expect(validateField(rule({ required: true }), '')).toBe(M.required);
    expect(validateField(rule({ required: true }), undefined)).toBe(M.required);
  });

  it('ignores disabled rules', () => {
    expect(validateField(rule({ enabled: false, required: true }), '')).toBeNull();
  });

  it('counts a surrogate pair as one character', () => {
    expect(charLength('😀😀')).toBe(2);
    expect(validateField(rule({ name: 'nickname', max: 2 }), '😀😀')).toBeNull();
    expect(validateField(rule({ name: 'nickname', max: 2 }), '😀😀a')).toBe(M.name);
  });

  it('applies the whitespace rule', () => {
    expect(validateField(rule({ required: true, whitespace: true }), '   ')).toBe(M.required);
    expect(validateField(rule({ whitespace: true }), '   ')).toBe(M.whitespace);
  });

  it('checks type, range, pattern and enum', () => {
    expect(validateField(rule({ type: 'number', min: 1, max: 5 }), 'x')).toBe(M.type);
    expect(validateField(rule({ type: 'number', min: 1, max: 5 }), '9')).toBe(M.range);
    expect(validateField(rule({ type: 'number', min: 1, max: 5 }), '3')).toBeNull();
    expect(
      validateField(rule({ name: 'username', pattern: '^[a-z][a-z0-9]{5,15}$' }), '1abc'),
    ).toBe(M.account);
    expect(
      validateField(rule({ name: 'username', pattern: '^[a-z][a-z0-9]{5,15}$' }), 'abcdef1'),
    ).toBeNull();
    expect(validateField(rule({ enum: ['a', 'b'] }), 'c')).toBe(M.enum);
  });

  it('checks e-mail addresses with the spec pattern and length', () => {
    const email = rule({ name: 'email', type: 'email' });
    expect(validateField(email, 'player.one@gmail.com.vn')).toBeNull();
    // spec §5: domain parts after the first are two or three letters
    expect(validateField(email, 'player@mail.example.vn')).toBe(M.email);
    expect(validateField(email, 'not-an-email')).toBe(M.email);
    expect(validateField(email, `${'a'.repeat(250)}@b.com`)).toBe(M.email);
  });

  it('survives a broken operator pattern', () => {
    expect(validateField(rule({ pattern: '([' }), 'x')).toBeNull();
  });
});

describe('validateForm', () => {
  it('reports the first invalid field in form order', () => {
    const rules = [rule({ name: 'a', required: true }), rule({ name: 'b', required: true })];
    const result = validateForm(rules, { a: '', b: '' }, ['b', 'a']);
    expect(result.firstInvalid).toBe('b');
    expect(Object.keys(result.errors).sort()).toEqual(['a', 'b']);
  });
});
