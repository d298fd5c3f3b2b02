import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { HotMatchListSchema, LaunchGameResultSchema } from '@app/contracts';
import { bearer } from '../../testing/auth-helpers.ts';
import { buildMember } from '../../testing/factories.ts';
import { buildTestApp } from '../../testing/test-app.ts';
import { sandboxHotMatches, sandboxMatch } from './sandbox-feed.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

describe('the sandbox sports feed', () => {
  const now = new Date('2026-11-24T10:00:00.000Z'); // 17:00 in Vietnam

  it('lists the coming days’ matches in kick-off order, none started', () => {
    const list = sandboxHotMatches('VSB', now);
    expect(list.length).toBeGreaterThanOrEqual(10);
    const kickoffs = list.map((m) => Date.parse(m.kickoff));
    expect(kickoffs).toEqual([...kickoffs].sort((a, b) => a - b));
    expect(kickoffs.every((k) => k > now.getTime())).toBe(true);
    // The first is tonight's 18:00 (Vietnam) match.
    expect(list[0]!.kickoff).toBe('2026-11-24T11:00:00.000Z');
    for (const m of list) {
      expect(m.home).not.toBe(m.away);
      for (const price of Object.values(m.odds)) expect(Number(price)).toBeGreaterThan(1);
    }
    // The same answer for everyone at a time; a match is found again by its id.
    expect(sandboxHotMatches('VSB', now)).toEqual(list);
    expect(sandboxMatch(list[3]!.matchId, now)).toEqual(list[3]);
    expect(sandboxMatch('VSB-20261124-9', now)).toBeNull();
    expect(sandboxMatch('nonsense', now)).toBeNull();
  });

  it('moves the odds as time passes, not the fixtures', () => {
    const later = new Date(now.getTime() + 60 * 60 * 1000);
    const a = sandboxHotMatches('VSB', now);
    const b = sandboxHotMatches('VSB', later);
    const same = b.filter((m) => a.some((x) => x.matchId === m.matchId));
    expect(same.length).toBeGreaterThan(5);
    for (const m of same) {
      const before = a.find((x) => x.matchId === m.matchId)!;
      expect([m.league, m.home, m.away, m.kickoff]).toEqual([
        before.league,
        before.home,
        before.away,
        before.kickoff,
      ]);
    }
    expect(
      same.some(
        (m) =>
          JSON.stringify(m.odds) !== JSON.stringify(a.find((x) => x.matchId === m.matchId)!.odds),
      ),
    ).toBe(true);
  });
});

describe('GET /wps/game/hot-matches', () => {
  it('needs a session', async () => {
    const res = await app.inject({ method: 'GET', url: '/wps/game/hot-matches' });
    expect(res.statusCode).toBe(401);
  });

  it('answers the sports vendor’s matches, and a launch opens the vendor at one', async () => {
    const member = await buildMember(app);
    const res = await app.inject({
      method: 'GET',
      url: '/wps/game/hot-matches',
      headers: bearer(member.token),
    });
    expect(res.statusCode, res.body).toBe(200);
    const hot = HotMatchListSchema.parse(res.json().value);
    expect(hot.vendor).toBe('VSB');
    expect(hot.list.length).toBeGreaterThan(0);
    const match = hot.list[0]!;
    const launch = await app.inject({
      method: 'GET',
      url: `/wps/game/launchGame?category=SPORTS&vendor=${hot.vendor}&gameId=${hot.gameId}&matchId=${match.matchId}`,
      headers: bearer(member.token),
    });
    expect(launch.statusCode, launch.body).toBe(200);
    const { url } = LaunchGameResultSchema.parse(launch.json().value);
    expect(new URL(url, 'http://x').searchParams.get('match')).toBe(match.matchId);
    const page = await app.inject({ method: 'GET', url });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`data-match="${match.matchId}"`);
    expect(page.body).toContain(match.home);
  });

  it('is empty when no sports vendor is on', async () => {
    const member = await buildMember(app);
    await app.db.execute(sql`update vendors set enabled = false where category = 'SPORTS'`);
    try {
      const res = await app.inject({
        method: 'GET',
        url: '/wps/game/hot-matches',
        headers: bearer(member.token),
      });
      expect(HotMatchListSchema.parse(res.json().value).list).toEqual([]);
    } finally {
      await app.db.execute(sql`update vendors set enabled = true where category = 'SPORTS'`);
    }
  });
});
