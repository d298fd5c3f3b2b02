import type { Db } from '../client.ts';
import {
  announcements,
  banners,
  games,
  helpGroups,
  helpItems,
  members,
  operators,
  promotionApplications,
  promotions,
  rewardGrants,
  memberProtection,
  vendors,
} from '../schema.ts';
import { inArray } from 'drizzle-orm';
import { REWARD_CLAIM_DAYS } from '@app/contracts';
import { writeSetting } from '../../modules/system/system.repository.ts';
import { defaultGateSettings } from '../../modules/system/system.defaults.ts';
import { demoSiteSettings } from './demo/settings.ts';
import { demoVendorRows } from './demo/vendors.ts';
import { demoGameRows } from './demo/games.ts';
import {
  demoAnnouncementRows,
  demoBannerRows,
  demoHelpGroupRows,
  demoHelpRows,
  demoPromotionRows,
  demoPromotionTranslationRows,
  DEMO_APPLICATIONS,
  promotionKeyOfTitle,
  promotionTitleOfKey,
} from './demo/content.ts';
import { demoAccountRows } from './demo/accounts.ts';
import { demoOperatorRows } from './demo/operators.ts';
import { loadDemoMoney } from './demo/money.ts';
import { loadDemoLottery } from './demo/lottery.ts';
import { loadDemoInbox } from './demo/inbox.ts';
import { loadDemoProfiles, loadDemoVip } from './demo/member-profiles.ts';

/**
 * The demo merchant: settings, vendors, games, banners, announcements, promotions, help, demo
 * accounts, their inbox and feedback, personal info and money, one demo operator per role. Runs inside seedDemoOnce's transaction, once per database, and at the
 * start of every server test file, so it writes each table with one multi-row insert.
 */
export async function loadDemoData(db: Db): Promise<void> {
  const now = new Date();
  // Hashing runs while the other tables are written; a failure surfaces at the await below.
  const accounts = demoAccountRows();
  accounts.catch(() => undefined);
  const operatorRows = demoOperatorRows();
  operatorRows.catch(() => undefined);
  await writeSetting(db, 'site', demoSiteSettings());
  await writeSetting(db, 'gate', defaultGateSettings());
  await db.insert(vendors).values(demoVendorRows());
  await db.insert(games).values(demoGameRows());
  const promos = await db
    .insert(promotions)
    .values(demoPromotionRows(now))
    .returning({ id: promotions.id, title: promotions.title, language: promotions.language });
  const promotionIds = new Map<string, number>();
  for (const p of promos) {
    const key = promotionKeyOfTitle(p.title);
    if (key) promotionIds.set(key, p.id);
  }
  await db.insert(promotions).values(demoPromotionTranslationRows(now, promotionIds));
  await db.insert(banners).values(demoBannerRows(now, promotionIds));
  await db.insert(announcements).values(demoAnnouncementRows(now));
  await db.insert(helpGroups).values(demoHelpGroupRows());
  await db.insert(helpItems).values(demoHelpRows());
  await db.insert(members).values(await accounts);
  await db.insert(operators).values(await operatorRows);
  await loadDemoMoney(db);
  await loadDemoApplications(db, promotionIds);
  await loadDemoProtection(db);
  await loadDemoLottery(db, now);
  await loadDemoInbox(db, now);
  await loadDemoProfiles(db, now);
  await loadDemoVip(db, now);
}

/**
 * The demo player's responsible-gaming settings (docs/decisions/2026-11-24-protect.md): a monthly
 * deposit limit high enough never to stand in the demo's way, so the page shows one in force.
 */
async function loadDemoProtection(db: Db) {
  const [demo] = await db
    .select({ id: members.id })
    .from(members)
    .where(inArray(members.account, ['demo']));
  if (!demo) return;
  await db
    .insert(memberProtection)
    .values({ memberId: demo.id, limits: { 'deposit:month': { amountMinor: '200000000000' } } })
    .onConflictDoNothing();
}

/** The demo's applications and the reward the approved one granted (never claimed yet). */
async function loadDemoApplications(db: Db, promotionIds: Map<string, number>) {
  const accounts = await db
    .select({ id: members.id, account: members.account })
    .from(members)
    .where(inArray(members.account, [...new Set(DEMO_APPLICATIONS.map((a) => a.account))]));
  const idOf = new Map(accounts.map((a) => [a.account, a.id]));
  for (const a of DEMO_APPLICATIONS) {
    const memberId = idOf.get(a.account);
    const promotionId = promotionIds.get(a.promotion);
    if (!memberId || !promotionId) continue;
    const decided = a.state !== 'pending';
    const [row] = await db
      .insert(promotionApplications)
      .values({
        promotionId,
        memberId,
        comment: a.comment,
        state: a.state,
        reason: 'reason' in a ? a.reason : null,
        bonusMinor: 'bonusMinor' in a ? a.bonusMinor : null,
        wageringMultiple: 'wageringMultiple' in a ? a.wageringMultiple : null,
        decidedBy: decided ? 'support' : null,
        decidedAt: decided ? new Date() : null,
      })
      .returning({ id: promotionApplications.id });
    if (a.state === 'approved') {
      await db.insert(rewardGrants).values({
        memberId,
        source: `promotion_application:${row!.id}`,
        title: promotionTitleOfKey(a.promotion),
        amountMinor: a.bonusMinor,
        wageringMultiple: a.wageringMultiple,
        expiresAt: new Date(Date.now() + REWARD_CLAIM_DAYS * 24 * 60 * 60 * 1000),
      });
    }
  }
}
