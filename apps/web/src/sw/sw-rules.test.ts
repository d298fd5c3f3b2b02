import { describe, expect, it } from 'vitest';
import { offlineCandidates, requestKind } from './sw-rules.ts';

const origin = 'https://lotus.example';
const kind = (path: string, mode: RequestMode = 'cors', from = origin) =>
  requestKind(new URL(path, from), mode, origin);

describe('service worker rules', () => {
  it('never routes an API call, a back-office page or a probe to a cache', () => {
    for (const path of [
      '/wps/system/status?module=COMM3',
      '/wps/member/wallet',
      '/wps',
      '/admin',
      '/admin/members',
      '/healthz',
      '/readyz',
    ]) {
      expect(kind(path)).toBe('api');
      expect(kind(path, 'navigate')).toBe('api');
    }
  });

  it('treats page loads under /m as pages, and nothing else', () => {
    expect(kind('/m/home', 'navigate')).toBe('page');
    expect(kind('/m', 'navigate')).toBe('page');
    expect(kind('/m/activityDetail?id=3', 'navigate')).toBe('page');
    expect(kind('/m/assets/index-abc.js')).toBe('other');
    expect(kind('/mall', 'navigate')).toBe('other');
    expect(kind('/wpsx', 'navigate')).toBe('other');
    expect(kind('/m/home', 'navigate', 'https://elsewhere.example')).toBe('other');
  });

  it("stands a path's own pre-rendered page, then the shell, for a page offline", () => {
    expect(offlineCandidates('/m/home')).toEqual([
      '/m/home/index.html',
      '/m/home.html',
      '/m/index.html',
    ]);
    expect(offlineCandidates('/m/help/')).toEqual([
      '/m/help/index.html',
      '/m/help.html',
      '/m/index.html',
    ]);
    expect(offlineCandidates('/m/')).toEqual(['/m/index.html']);
    expect(offlineCandidates('/m')).toEqual(['/m/index.html']);
  });
});
