import { afterEach, describe, expect, it, vi } from 'vitest';
import { elapsedText, sessionStart } from './session-clock.ts';

afterEach(() => {
  vi.useRealTimers();
  sessionStorage.clear();
});

describe('session clock', () => {
  it('reads m:ss under an hour and h:mm:ss after', () => {
    expect(elapsedText(0)).toBe('0:00');
    expect(elapsedText(61_000)).toBe('1:01');
    expect(elapsedText(59 * 60_000 + 59_000)).toBe('59:59');
    expect(elapsedText(3_600_000 + 5 * 60_000 + 7_000)).toBe('1:05:07');
  });

  it('keeps the start of a token in this tab, and starts again for another token', () => {
    vi.useFakeTimers({ now: 1_000_000 });
    expect(sessionStart('token-aaaaaaaaaaaa')).toBe(1_000_000);
    vi.setSystemTime(1_600_000);
    expect(sessionStart('token-aaaaaaaaaaaa')).toBe(1_000_000);
    expect(sessionStart('token-bbbbbbbbbbbb')).toBe(1_600_000);
  });
});
