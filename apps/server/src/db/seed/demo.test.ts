import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { BANNER_GROUPS, ResourceTypeSchema, SiteInfoSchema, validateField } from '@app/contracts';
import { buildTestApp, OPERATOR_AUTH } from '../../testing/test-app.ts';
import { postLogin } from '../../testing/auth-helpers.ts';
import { queryRows } from '../client.ts';
import {
  seedDemoChatOnce,
  seedDemoOnce,
  upgradeDemoContentOnce,
  upgradeDemoInboxOnce,
} from './index.ts';
import { STORED_GAME_CATEGORIES, games, members } from '../schema.ts';
import { verifyPassword } from '../../lib/password.ts';
import { buildDemoGameRows } from './demo/games.ts';
import { DEMO_PASSWORD } from './demo/accounts.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

async function counts(): Promise<Record<string, number>> {
  const tables = [
    'vendors',
    'games',
    'banners',
    'announcements',
    'promotions',
    'help_items',
    'members',
    'settings',
  ];
  const out: Record<string, number> = {};
  for (const t of tables) {
    const [row] = await queryRows<{ n: number }>(
      app.db,
      sql.raw(`select count(*)::int as n from "${t}"`),
    );
    out[t] = row!.n;
  }
  return out;
}

describe('demo data', () => {
  it('holds at least 300 games and a vendor and games for every category of spec §3', async () => {
    const byCategory = await queryRows<{ category: string; vendors: number; games: number }>(
      app.db,
      sql`select v.category, count(distinct v.code)::int as vendors, count(g.id)::int as games
          from vendors v left join games g on g.vendor_code = v.code and g.enabled
          where v.enabled group by v.category`,
    );
    const map = new Map(byCategory.map((r) => [r.category, r]));
    for (const category of STORED_GAME_CATEGORIES) {
      expect(map.get(category)?.vendors, category).toBeGreaterThanOrEqual(1);
      expect(map.get(category)?.games, category).toBeGreaterThanOrEqual(1);
    }
    const total = byCategory.reduce((sum, r) => sum + r.games, 0);
    expect(total).toBeGreaterThanOrEqual(300);
    expect((await counts()).games).toBe(total);
  });

  it('gives every game names in both languages, a tile, spec minimum bets and classes', async () => {
    const rows = await app.db.select().from(games);
    const minBets = new Set([1, 5, 10, 50, 75]);
    const classes = new Set<string>();
    for (const g of rows) {
      expect(g.names.en, g.nodeId).toBeTruthy();
      expect(g.names.vi, g.nodeId).toBeTruthy();
      expect(g.iconUrl).toBe(`/wps/media/game/${g.nodeId}.svg`);
      expect(g.nodeId).toBe(`${g.vassalage}-${g.gameId}`);
      if (g.gameType === 'RNG') expect(minBets.has(g.minBetMinor!), g.nodeId).toBe(true);
      if (g.gameClassify) classes.add(g.gameClassify);
    }
    expect([...classes].sort()).toEqual(['AC', 'JP', 'SC', 'TG', 'VP']);
    for (const flag of ['isHot', 'isNew', 'isTop'] as const) {
      expect(rows.filter((g) => g[flag]).length, flag).toBeGreaterThan(10);
    }
    expect(rows.some((g) => g.vassalage === 'BGS' && g.isHot)).toBe(true);
  });

  it('schedules lottery games by weekday with a play mode (domain/vietnamese-lottery.md)', async () => {
    const rows = await app.db.select().from(games);
    const lottery = rows.filter((g) => g.gameType === 'LOTT' || g.gameType === 'ELOTT');
    expect(lottery.length).toBeGreaterThanOrEqual(40);
    for (const g of lottery) {
      expect(g.lottoMode, g.nodeId).toMatch(/^(Traditional|Entertainment)$/);
      if (g.drawDayOfWeek !== null) expect(g.drawDayOfWeek).toMatch(/^[1-7](,[1-7])*$/);
    }
    for (const g of lottery.filter((l) => l.gameType === 'ELOTT')) {
      expect(g.lottoMode).toBe('Entertainment');
    }
    const byCode = new Map(lottery.map((g) => [g.gameCode, g]));
    expect(byCode.get('XSMB')?.drawDayOfWeek).toBe('1,2,3,4,5,6,7');
    expect(byCode.get('XSHCM')?.drawDayOfWeek).toBe('2,7'); // Monday and Saturday
    expect(byCode.get('XSDNG')?.drawDayOfWeek).toBe('4,7'); // Wednesday and Saturday
    expect(byCode.get('XSKT')?.drawDayOfWeek).toBe('1'); // Sunday
    expect(lottery.some((g) => g.names.vi === 'Lô đề 1 phút')).toBe(true);
    expect(lottery.some((g) => g.names.vi === 'Xổ số nhanh 5 phút')).toBe(true);
  });

  it('never gives two lottery games one name, so a day’s schedule tells them apart', async () => {
    const rows = await app.db.select().from(games);
    const lottery = rows.filter((g) => g.gameType === 'LOTT' || g.gameType === 'ELOTT');
    for (const language of ['vi', 'en'] as const) {
      const names = lottery.map((g) => g.names[language]);
      const repeated = names.filter((n, i) => names.indexOf(n) !== i);
      expect(repeated, language).toEqual([]);
    }
  });

  it('builds the same games on every run', () => {
    expect(buildDemoGameRows()).toEqual(buildDemoGameRows());
  });

  it('has banners in every group, promotions in vi, en and th, announcements and help in vi and en', async () => {
    const groups = await queryRows<{ group_name: string }>(
      app.db,
      sql`select distinct group_name from banners where enabled and start_at <= now()`,
    );
    expect(groups.map((g) => g.group_name).sort()).toEqual([...BANNER_GROUPS].sort());
    const promos = await queryRows<{ language: string; categories: number; images: number }>(
      app.db,
      sql`select language, count(distinct category)::int as categories,
            min(jsonb_array_length(images))::int as images from promotions group by language`,
    );
    expect(promos.map((p) => p.language).sort()).toEqual(['en', 'th', 'vi']);
    for (const p of promos) {
      if (p.language !== 'th') expect(p.categories).toBeGreaterThanOrEqual(8);
      expect(p.images).toBe(2);
    }
    // Every translation points to its Vietnamese original; some have ended (never listed).
    const [counts] = await queryRows<{ orphans: number; ended: number; longTerm: number }>(
      app.db,
      sql`select count(*) filter (where language <> 'vi' and translation_of is null)::int as orphans,
            count(*) filter (where language = 'vi' and end_date <= now())::int as ended,
            count(*) filter (where language = 'vi' and no_expiry = 1)::int as "longTerm"
          from promotions`,
    );
    expect(counts).toEqual({ orphans: 0, ended: 2, longTerm: 3 });
    const types = await queryRows<{ type: string }>(
      app.db,
      sql`select distinct type from announcements`,
    );
    expect(types.map((t) => t.type).sort()).toEqual(['A', 'B', 'PL', 'PR', 'PU']);
    const help = await queryRows<{ n: number }>(
      app.db,
      sql`select count(distinct group_name)::int as n from help_items`,
    );
    expect(help[0]!.n).toBeGreaterThanOrEqual(3);
  });

  it('stores site settings with every resource type, payment methods and register rules', async () => {
    const res = await app.inject({ method: 'GET', url: '/wps/system/status' });
    const info = SiteInfoSchema.parse(res.json().value.info);
    expect(info.resources.map((r) => r.resourceType).sort()).toEqual(
      [...ResourceTypeSchema.options].sort(),
    );
    expect(info.paymentMethods).toEqual(['VietQR', 'Momo', 'ZaloPay', 'Chuyển khoản', 'USDT']);
    expect(info.currency).toEqual({ code: 'VND', symbol: '₫' });
    expect(info.customerService.map((c) => c.csType)).toEqual([
      'LIVECHAT',
      'ZALO',
      'TELEGRAM',
      'HOTLINE',
    ]);
    const rules = new Map(info.register.fields.map((f) => [f.name, f]));
    for (const name of [
      'username',
      'password',
      'confirmPassword',
      'mobileNum',
      'email',
      'nickname',
      'captcha',
    ]) {
      expect(rules.has(name), name).toBe(true);
    }
    const username = new RegExp(rules.get('username')!.pattern!);
    expect(username.test('player01')).toBe(true);
    expect(username.test('1player')).toBe(false);
    // ASVS 6.2: 8 to 64 characters, no composition rule (letters alone, spaces allowed).
    const password = rules.get('password')!;
    expect(password.pattern).toBeUndefined();
    expect(validateField(password, DEMO_PASSWORD)).toBeNull();
    expect(validateField(password, 'correct horse battery staple')).toBeNull();
    expect(validateField(password, 'abcdefg')).not.toBeNull();
    expect(validateField(password, 'x'.repeat(65))).not.toBeNull();
  });

  it('creates the demo accounts with scrypt hashes of the demo password', async () => {
    const rows = await app.db.select().from(members);
    const byAccount = new Map(rows.map((m) => [m.account, m]));
    expect(byAccount.get('demo')).toMatchObject({ type: 0, nickname: 'Demo Player' });
    expect(byAccount.get('agent01')?.type).toBe(1);
    expect(byAccount.get('trial_demo')?.type).toBe(4);
    for (const m of rows) {
      expect(m.passwordHash).toMatch(/^scrypt\$32768\$8\$1\$/);
      expect(await verifyPassword(DEMO_PASSWORD, m.passwordHash)).toBe(true);
    }
  });

  it('is loaded once: seedDemoOnce a second time loads nothing', async () => {
    const before = await counts();
    expect(await seedDemoOnce(app.db)).toBe(false);
    expect(await counts()).toEqual(before);
  });
});

describe('a demo database seeded before promotion translations and help groups', () => {
  it('gets its translations linked and its help groups once', async () => {
    const linked = async () =>
      (
        await queryRows<{ n: number }>(
          app.db,
          sql`select count(*)::int as n from promotions where translation_of is not null`,
        )
      )[0]!.n;
    const before = await linked();
    expect(before).toBeGreaterThan(0);
    // As such a database looks: translations unlinked, no help groups.
    await app.db.execute(sql`update promotions set translation_of = null`);
    await app.db.execute(sql`delete from help_groups`);
    await app.db.execute(sql`delete from seed_runs where id = 'demo_promotions_help'`);
    expect(await upgradeDemoContentOnce(app.db)).toBe(true);
    expect(await linked()).toBe(before);
    const help = await app.inject({ method: 'GET', url: '/wps/content/help?language=EN' });
    expect(help.json().value.groups[0].title).toBe('Account');
    expect(await upgradeDemoContentOnce(app.db)).toBe(false);
  });
});

describe('a demo database seeded before the inbox', () => {
  it('gets the demo inbox and feedback once; a database seeded since has them already', async () => {
    const rows = async () =>
      (
        await queryRows<{ messages: number; feedback: number }>(
          app.db,
          sql`select (select count(*) from inbox_messages)::int as messages,
                     (select count(*) from feedback)::int as feedback`,
        )
      )[0]!;
    const seeded = await rows();
    expect(seeded.messages).toBeGreaterThanOrEqual(6);
    expect(seeded.feedback).toBe(3);
    expect(await upgradeDemoInboxOnce(app.db)).toBe(false);
    // As such a database looks: no inbox, no run recorded.
    await app.db.execute(sql`delete from feedback`);
    await app.db.execute(sql`delete from inbox_messages`);
    await app.db.execute(sql`delete from seed_runs where id = 'demo_inbox'`);
    expect(await upgradeDemoInboxOnce(app.db)).toBe(true);
    expect(await rows()).toEqual(seeded);
    expect(await upgradeDemoInboxOnce(app.db)).toBe(false);
  });
});

describe('the live chat demo', () => {
  it('gives the demo member a conversation with an unread answer, a waiting queue and canned replies, once', async () => {
    expect(await seedDemoChatOnce(app.db)).toBe(true);
    expect(await seedDemoChatOnce(app.db)).toBe(false);
    const login = await postLogin(app, { username: 'demo', password: DEMO_PASSWORD });
    const token = login.json().value.token as string;
    const history = await app.inject({
      method: 'GET',
      url: '/wps/chat/messages',
      headers: { authorization: `Bearer ${token}` },
    });
    const value = history.json().value;
    expect(value.list.length).toBeGreaterThanOrEqual(5);
    expect(value.list.map((m: { seq: number }) => m.seq)).toEqual(
      value.list.map((_: unknown, i: number) => i + 1),
    );
    expect(value.conversation.unread).toBe(1);
    const waiting = await app.inject({
      method: 'GET',
      url: '/wps/admin/chat/conversations?view=waiting',
      headers: OPERATOR_AUTH,
    });
    expect(waiting.json().value.list.length).toBeGreaterThanOrEqual(1);
    const canned = await app.inject({
      method: 'GET',
      url: '/wps/admin/chat/canned-replies',
      headers: OPERATOR_AUTH,
    });
    expect(canned.json().value.list.length).toBeGreaterThanOrEqual(5);
  });
});
