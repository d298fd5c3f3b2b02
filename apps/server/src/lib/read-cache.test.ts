import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { getVendorConfigEndpoint, listProvidersEndpoint } from '@app/contracts';
import { MemoryBus } from './event-bus.ts';
import { CachedAnswer, ReadCache, serialiseSuccess, type CacheEvent } from './read-cache.ts';

const providers = [{ code: 'BGS', name: 'BG Slots', category: 'RNG' as const, logoUrl: '/a.svg' }];

describe('read cache', () => {
  it('computes once per key until its topic is invalidated, then again', async () => {
    const cache = new ReadCache(new MemoryBus<CacheEvent>(), 60_000);
    let calls = 0;
    const compute = async () => {
      calls++;
      return [];
    };
    const [a, b] = await Promise.all([
      cache.answer('catalogue', 'k', listProvidersEndpoint, compute),
      cache.answer('catalogue', 'k', listProvidersEndpoint, compute),
    ]);
    expect(a).toBe(b);
    expect(calls).toBe(1);
    await cache.answer('settings', 'k', listProvidersEndpoint, compute);
    expect(calls).toBe(2);
    await cache.invalidate('catalogue');
    await cache.answer('catalogue', 'k', listProvidersEndpoint, compute);
    await cache.answer('settings', 'k', listProvidersEndpoint, compute);
    expect(calls).toBe(3);
  });

  it('keeps nothing with a lifetime of 0, and never a failed computation', async () => {
    let calls = 0;
    const none = new ReadCache(new MemoryBus<CacheEvent>(), 0);
    await none.answer('catalogue', 'k', listProvidersEndpoint, async () => (calls++, []));
    await none.answer('catalogue', 'k', listProvidersEndpoint, async () => (calls++, []));
    expect(calls).toBe(2);

    const cache = new ReadCache(new MemoryBus<CacheEvent>(), 60_000);
    await expect(
      cache.answer('catalogue', 'k', listProvidersEndpoint, async () => {
        throw new Error('database down');
      }),
    ).rejects.toThrow('database down');
    const answer = await cache.answer('catalogue', 'k', listProvidersEndpoint, async () => []);
    expect(JSON.parse(answer.body.toString())).toEqual({ success: true, value: [] });
  });

  it('does not keep an answer computed across an invalidation', async () => {
    const cache = new ReadCache(new MemoryBus<CacheEvent>(), 60_000);
    let release!: () => void;
    const slow = cache.answer('catalogue', 'k', listProvidersEndpoint, async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return [];
    });
    await cache.invalidate('catalogue');
    release();
    await slow;
    let calls = 0;
    await cache.answer('catalogue', 'k', listProvidersEndpoint, async () => (calls++, providers));
    expect(calls).toBe(1);
  });

  it("drops another cache's answers of a topic through the bus (another process)", async () => {
    const bus = new MemoryBus<CacheEvent>();
    const first = new ReadCache(bus, 60_000);
    const second = new ReadCache(bus, 60_000);
    let calls = 0;
    const compute = async () => (calls++, []);
    await second.answer('catalogue', 'k', listProvidersEndpoint, compute);
    await second.answer('catalogue', 'k', listProvidersEndpoint, compute);
    expect(calls).toBe(1);
    await first.invalidate('catalogue');
    await second.answer('catalogue', 'k', listProvidersEndpoint, compute);
    expect(calls).toBe(2);
  });

  it('forgets the least recently used answer when full', async () => {
    const cache = new ReadCache(new MemoryBus<CacheEvent>(), 60_000, 2);
    const seen: string[] = [];
    const get = (key: string) =>
      cache.answer('catalogue', key, listProvidersEndpoint, async () => (seen.push(key), []));
    await get('a');
    await get('b');
    await get('a');
    await get('c'); // b goes
    await get('a');
    await get('b');
    expect(seen).toEqual(['a', 'b', 'c', 'b']);
  });

  it('keeps other values by the same rules, but never an undefined one (a name that leads nowhere)', async () => {
    const cache = new ReadCache(new MemoryBus<CacheEvent>(), 60_000);
    let calls = 0;
    const art = () => cache.value('content', 'banner/x', async () => (calls++, { svg: '<svg/>' }));
    const [a, b] = await Promise.all([art(), art()]);
    expect(a).toBe(b);
    expect(calls).toBe(1);
    // An answer of the same key is another entry.
    await cache.answer('content', 'banner/x', listProvidersEndpoint, async () => []);
    expect(await art()).toBe(a);
    await cache.invalidate('catalogue');
    expect(await art()).toBe(a);
    await cache.invalidate('content');
    expect(await art()).not.toBe(a);
    expect(calls).toBe(2);

    let misses = 0;
    const missing = () => cache.value('content', 'banner/none', async () => (misses++, undefined));
    expect(await missing()).toBeUndefined();
    expect(await missing()).toBeUndefined();
    expect(misses).toBe(2);
  });

  it('lets a value go sooner when its lifetime says so (a window that opens or closes)', async () => {
    const cache = new ReadCache(new MemoryBus<CacheEvent>(), 60_000);
    let calls = 0;
    const list = (changesIn: number | null) =>
      cache.value(
        'content',
        'banners:m_home',
        async () => (calls++, { changesIn }),
        (value) => value.changesIn,
      );
    await list(0);
    await list(0);
    expect(calls).toBe(2);
    await list(null);
    await list(null);
    expect(calls).toBe(3);
  });

  it('refuses a value its endpoint does not declare, as the serializer does', () => {
    expect(() => serialiseSuccess(getVendorConfigEndpoint, { sorting: 'no' })).toThrow();
  });
});

describe('cached answer', () => {
  const big = new CachedAnswer(
    serialiseSuccess(
      listProvidersEndpoint,
      Array.from({ length: 40 }, () => providers[0]),
    ),
  );

  it('is sent in the best accepted encoding, compressed once', () => {
    const br = big.encoded('gzip, deflate, br');
    expect(br.encoding).toBe('br');
    expect(brotliDecompressSync(br.body).equals(big.body)).toBe(true);
    expect(big.encoded('br').body).toBe(br.body);
    const gz = big.encoded('gzip, br;q=0');
    expect(gz.encoding).toBe('gzip');
    expect(gunzipSync(gz.body).equals(big.body)).toBe(true);
    expect(big.encoded('identity')).toEqual({ body: big.body, encoding: null });
    expect(big.encoded(undefined)).toEqual({ body: big.body, encoding: null });
  });

  it('is not compressed under 1 KB, and its ETag follows its bytes', () => {
    const small = new CachedAnswer(serialiseSuccess(listProvidersEndpoint, providers));
    expect(small.encoded('br').encoding).toBeNull();
    expect(small.etag).toMatch(/^"[\w-]{22}"$/);
    expect(new CachedAnswer(Buffer.from(small.body)).etag).toBe(small.etag);
    expect(big.etag).not.toBe(small.etag);
  });
});
