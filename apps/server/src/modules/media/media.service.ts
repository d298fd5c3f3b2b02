import type { Db } from '../../db/client.ts';
import type { SettingsStore } from '../system/settings-store.ts';
import {
  appIconSvg,
  bannerSvg,
  gameTileSvg,
  paymentMarkSvg,
  promoSvg,
  vendorLogoSvg,
} from '../../lib/svg-art.ts';
import { mediaUrl, paymentSlug, type MediaKind } from './media-url.ts';
import {
  selectBannerArt,
  selectGameArt,
  selectPromotionArt,
  selectVendorArt,
} from './media.repository.ts';

/** Images of the app-download page (spec §2 "App download": iOS install guide, 3 steps). */
const APP_STEPS: Record<string, string> = {
  'ios-step-1': 'Bước 1: Tải hồ sơ cấu hình',
  'ios-step-2': 'Bước 2: Mở Cài đặt › Hồ sơ',
  'ios-step-3': 'Bước 3: Cài đặt và mở ứng dụng',
};

/**
 * Draws the image `name` (without .svg) of a kind, or answers undefined when nothing of that name
 * exists: games by nodeId, vendors by code, banners and promotions by the row that uses the URL,
 * payment marks by the slug of a configured payment method, app images by a fixed list.
 */
export async function renderMedia(
  deps: { db: Db; settings: SettingsStore },
  kind: MediaKind,
  name: string,
): Promise<string | undefined> {
  const { db, settings } = deps;
  switch (kind) {
    case 'game': {
      const game = await selectGameArt(db, name);
      if (!game) return undefined;
      // Lottery games are Vietnamese products and carry their Vietnamese name.
      const isLottery = game.gameType === 'LOTT' || game.gameType === 'ELOTT';
      return gameTileSvg({
        seed: name,
        title: isLottery ? game.names.vi : game.gameName,
        vendor: game.vassalage,
        category: game.gameType,
      });
    }
    case 'vendor': {
      const vendor = await selectVendorArt(db, name);
      if (!vendor) return undefined;
      const caption = vendor.displayName === vendor.name ? undefined : vendor.displayName;
      return vendorLogoSvg({ seed: vendor.vassalage, name: vendor.name, caption });
    }
    case 'banner': {
      const banner = await selectBannerArt(db, mediaUrl('banner', name));
      return banner ? bannerSvg({ seed: name, title: banner.title }) : undefined;
    }
    case 'promo': {
      const promo = await selectPromotionArt(db, mediaUrl('promo', name));
      if (!promo) return undefined;
      const variant = name.endsWith('-banner') ? 'banner' : 'card';
      // Both images of one promotion share a seed, so card and banner match in colour.
      const seed = name.replace(/-(card|banner)$/, '');
      return promoSvg({ seed, title: promo.title, variant });
    }
    case 'payment': {
      const site = await settings.site();
      const method = site.paymentMethods.find((m) => paymentSlug(m) === name);
      return method ? paymentMarkSvg({ name: method }) : undefined;
    }
    case 'app': {
      const site = await settings.site();
      if (name === 'icon') {
        return appIconSvg({ name: site.siteName, background: site.mobileTemplate.app_background });
      }
      const step = APP_STEPS[name];
      return step ? bannerSvg({ seed: name, title: step, subtitle: site.siteName }) : undefined;
    }
  }
}
