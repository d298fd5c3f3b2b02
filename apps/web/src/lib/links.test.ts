import { describe, expect, it, vi } from 'vitest';
import { openLink, safeLink } from './links.ts';

describe('links', () => {
  it.each([
    ['/m/activity', '/m/activity'],
    ['https://t.me/x', 'https://t.me/x'],
    ['http://example.test/a?b=1', 'http://example.test/a?b=1'],
    ['javascript:alert(1)', null],
    ['//evil.test/x', null],
    ['data:text/html,hi', null],
    ['', null],
  ])('safeLink(%s) is %s', (input, expected) => {
    expect(safeLink(input)).toBe(expected);
  });

  it('follows site paths with the router and other addresses in a new tab', () => {
    const navigate = vi.fn();
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    openLink('/m/help', navigate);
    expect(navigate).toHaveBeenCalledWith('/m/help');
    openLink('https://chat.example.test/', navigate);
    expect(open).toHaveBeenCalledWith(
      'https://chat.example.test/',
      '_blank',
      'noopener,noreferrer',
    );
    openLink('javascript:alert(1)', navigate);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(open).toHaveBeenCalledTimes(1);
  });
});
