import type { Db } from '../client.ts';
import { writeSetting } from '../../modules/system/system.repository.ts';
import { defaultGateSettings, defaultSiteSettings } from '../../modules/system/system.defaults.ts';

/** The demo merchant: settings, vendors, games, banners, announcements and demo accounts. */
export async function loadDemoData(db: Db): Promise<void> {
  await writeSetting(db, 'site', defaultSiteSettings());
  await writeSetting(db, 'gate', defaultGateSettings());
}
