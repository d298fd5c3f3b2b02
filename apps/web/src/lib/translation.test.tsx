import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n, useTranslation } from './translation.ts';

const FIXTURE = {
  vi: {
    demo: { hello: 'Xin chào {{name}}', games_other: '{{count}} trò chơi', only: 'Chỉ tiếng Việt' },
  },
  en: {
    demo: {
      hello: 'Hello {{name}}',
      games_one: 'one game',
      games_other: '{{count}} games',
      games_zero: 'no games',
    },
  },
};

describe('translator', () => {
  afterEach(() => i18n.changeLanguage('vi'));

  it('fills placeholders, leaves unknown ones, and picks plurals by the language’s rules', () => {
    i18n.addStrings('vi', FIXTURE.vi);
    i18n.addStrings('en', FIXTURE.en);
    expect(i18n.t('demo.hello', { name: 'Lan' })).toBe('Xin chào Lan');
    expect(i18n.t('demo.hello')).toBe('Xin chào {{name}}');
    expect(i18n.t('demo.games', { count: 1 })).toBe('1 trò chơi');
    i18n.changeLanguage('en');
    expect(i18n.t('demo.games', { count: 1 })).toBe('one game');
    expect(i18n.t('demo.games', { count: 7 })).toBe('7 games');
    expect(i18n.t('demo.games', { count: 0 })).toBe('no games');
    // A key English lacks falls back to Vietnamese.
    expect(i18n.t('demo.only')).toBe('Chỉ tiếng Việt');
  });

  it('answers the default or the key for a missing text, and reports only the latter', () => {
    const missing: string[] = [];
    const before = i18n.onMissingKey;
    i18n.onMissingKey = (key) => missing.push(key);
    try {
      expect(i18n.t('demo.nowhere', { defaultValue: 'fallback' })).toBe('fallback');
      expect(i18n.t('demo.nowhere')).toBe('demo.nowhere');
      expect(i18n.exists('demo.nowhere')).toBe(false);
    } finally {
      i18n.onMissingKey = before;
    }
    expect(missing).toEqual(['demo.nowhere']);
  });

  it('merges strings without changing existing ones unless asked, and never changes the source tree', () => {
    const added = { demo: { merged: { a: 'A', b: 'B' } } };
    i18n.addStrings('vi', added);
    i18n.addStrings('vi', { demo: { merged: { a: 'changed', c: 'C' } } }, { overwrite: false });
    expect(i18n.getString('vi', 'demo.merged.a')).toBe('A');
    expect(i18n.getString('vi', 'demo.merged.c')).toBe('C');
    expect(i18n.getString('vi', 'demo.hello')).toBe(FIXTURE.vi.demo.hello);
    expect(added.demo.merged).toEqual({ a: 'A', b: 'B' });
  });

  it('re-renders a component when the language changes', () => {
    i18n.addStrings('vi', FIXTURE.vi);
    i18n.addStrings('en', FIXTURE.en);
    function Greeting() {
      const { t } = useTranslation();
      return <p>{t('demo.hello', { name: 'Minh' })}</p>;
    }
    render(<Greeting />);
    expect(screen.getByText('Xin chào Minh')).toBeInTheDocument();
    act(() => i18n.changeLanguage('en'));
    expect(screen.getByText('Hello Minh')).toBeInTheDocument();
  });

  it('re-renders a component when strings it asked for too early arrive, and only when asked to', () => {
    function Late() {
      const { t } = useTranslation();
      return <p>{t('late.text', { defaultValue: 'not yet' })}</p>;
    }
    render(<Late />);
    expect(screen.getByText('not yet')).toBeInTheDocument();
    // A feature's strings arriving with its page leave the other screens as they are.
    act(() => i18n.addStrings('vi', { late: { other: 'Khác' } }));
    expect(screen.getByText('not yet')).toBeInTheDocument();
    act(() => i18n.addStrings('vi', { late: { text: 'Đã đến' } }, { redraw: true }));
    expect(screen.getByText('Đã đến')).toBeInTheDocument();
  });

  it('redraws for arriving strings only when one of their keys was asked for before', () => {
    let renders = 0;
    function Counted() {
      const { t } = useTranslation();
      renders += 1;
      return <p>{t('early.here', { defaultValue: 'here' })}</p>;
    }
    i18n.addStrings('vi', { early: { here: 'Có rồi' } });
    render(<Counted />);
    const before = renders;
    // Texts no screen has asked for (the error texts, mostly): no render of the page.
    act(() => i18n.addStrings('vi', { unasked: { text: 'Chưa ai hỏi' } }, { redraw: true }));
    expect(renders).toBe(before);
    // A key asked for through `exists` before its text came: the screens are drawn again, once.
    expect(i18n.exists('asked.code')).toBe(false);
    act(() => i18n.addStrings('vi', { asked: { code: 'Đã đến' } }, { redraw: true }));
    expect(renders).toBe(before + 1);
    act(() => i18n.addStrings('vi', { asked: { other: 'Khác' } }, { redraw: true }));
    expect(renders).toBe(before + 1);
  });
});
