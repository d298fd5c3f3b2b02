import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { initTheme, setTheme, storedTheme, useTheme } from './theme.ts';

describe('theme (spec §4)', () => {
  it('defaults to light', () => {
    expect(storedTheme()).toBe('light');
    initTheme();
    expect(document.documentElement.dataset.theme).toBe('light');
  });

  it('reads anything but dark as light', () => {
    window.localStorage.setItem('theme', 'purple');
    expect(storedTheme()).toBe('light');
  });

  it('stores the theme under "theme" and applies it', () => {
    const { result } = renderHook(() => useTheme());
    act(() => setTheme('dark'));
    expect(window.localStorage.getItem('theme')).toBe('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(result.current).toBe('dark');
    initTheme();
    expect(document.documentElement.dataset.theme).toBe('dark');
  });
});
