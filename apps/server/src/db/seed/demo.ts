import type { Db } from '../client.ts';
import {
  announcements,
  banners,
  games,
  helpGroups,
  helpItems,
  members,
  operators,
  promotions,
  vendors,
} from '../schema.ts';
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
  promotionKeyOfTitle,
} from './demo/content.ts';
import { demoAccountRows } from './demo/accounts.ts';
import { demoOperatorRows } from './demo/operators.ts';
import { loadDemoMoney } from './demo/money.ts';
import { loadDemoLottery } from './demo/lottery.ts';

/**
 * The demo merchant: settings, vendors, games, banners, announcements, promotions, help, demo
 * accounts and their money, one demo operator per role. Runs inside seedDemoOnce's transaction, once per database, and at the
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
  await loadDemoLottery(db, now);
}
