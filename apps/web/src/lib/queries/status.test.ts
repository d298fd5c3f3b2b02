import { afterEach, describe, expect, it } from 'vitest';
import { QueryClient, type QueryCache } from '@tanstack/react-query';
import { STORAGE_KEYS, type SystemStatus } from '@app/contracts';
import { buildStatus } from '../../testing/factories.ts';
import { CONTRACTS_STAMP, cachedStatus, statusQueryOptions, takeBootStatus } from './status.ts';
import { bootWith } from '../../testing/boot-data.ts';

/** The status query as a page's first render creates it. */
function buildQuery(client: QueryClient) {
  const options = statusQueryOptions() as Parameters<QueryCache['build']>[1];
  const query = client.getQueryCache().build(client, options);
  return {
    data: query.state.data as SystemStatus | undefined,
    updatedAt: query.state.dataUpdatedAt,
    isStaleByTime: (ms: number) => query.isStaleByTime(ms),
  };
}

afterEach(() => {
  document.getElementById('boot-status')?.remove();
  localStorage.clear();
});

describe('the status sent with the page', () => {
  it('is read once, kept as the cached answer, and as fresh as a call made now', () => {
    const status = buildStatus({ info: { siteName: 'Sen Vàng' }, status: 1 });
    bootWith('boot-status', JSON.stringify({ success: true, value: status }));
    const client = new QueryClient();
    const query = buildQuery(client);
    expect(query.data?.info.siteName).toBe('Sen Vàng');
    expect(query.data?.status).toBe(1);
    expect(query.updatedAt).toBeGreaterThan(0);
    expect(query.isStaleByTime(60_000)).toBe(false);
    expect(document.getElementById('boot-status')).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.systemStatus)).toContain('Sen Vàng');
    expect(takeBootStatus()).toBeUndefined();
    // The next visit without one starts from the cached answer, to be refreshed at once.
    const later = new QueryClient();
    const cached = buildQuery(later);
    expect(cached.data?.info.siteName).toBe('Sen Vàng');
    expect(cached.isStaleByTime(60_000)).toBe(true);
  });

  it('is ignored when it does not parse or is an error, so the status is asked for', () => {
    bootWith('boot-status', '{not json');
    expect(takeBootStatus()).toBeUndefined();
    bootWith('boot-status', JSON.stringify({ success: true, value: { status: 'open' } }));
    expect(takeBootStatus()).toBeUndefined();
    bootWith('boot-status', JSON.stringify({ success: false, value: buildStatus() }));
    expect(takeBootStatus()).toBeUndefined();
    const client = new QueryClient();
    const query = buildQuery(client);
    // No cached answer either: the query starts empty and stale.
    expect(query.data).toBeUndefined();
    expect(query.isStaleByTime(60_000)).toBe(true);
  });

  it('is read back from storage only by a build of the same contracts', () => {
    const status = buildStatus({ info: { siteName: 'Sen Vàng' } });
    const store = (value: unknown) =>
      localStorage.setItem(STORAGE_KEYS.systemStatus, JSON.stringify(value));
    store({ stamp: CONTRACTS_STAMP, value: status });
    expect(cachedStatus()?.info.siteName).toBe('Sen Vàng');
    // Another build's answer (its shape may differ), or one stored before stamps: asked again.
    store({ stamp: 'another-build', value: status });
    expect(cachedStatus()).toBeUndefined();
    store(status);
    expect(cachedStatus()).toBeUndefined();
    store({ stamp: CONTRACTS_STAMP, value: { status: 'open' } });
    expect(cachedStatus()).toBeUndefined();
  });
});
