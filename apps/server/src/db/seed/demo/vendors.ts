import type { StoredGameCategory } from '../../schema/catalog.ts';
import { mediaUrl } from '../../../modules/media/media-url.ts';

export type DemoVendor = {
  code: string;
  name: string;
  displayName: string;
  category: StoredGameCategory;
  vassalage: string;
};

/**
 * The demo merchant's vendors, one row per vendor and category (see schema/catalog.ts), in the
 * order the site lists categories (spec §2 "Home": HOT, RNG, then the vendor sorting list).
 * Codes named by the spec are kept; the brands behind them are invented.
 */
export const DEMO_VENDORS: readonly DemoVendor[] = [
  { code: 'BGS', name: 'BGS', displayName: 'BGS Gaming', category: 'RNG', vassalage: 'BGS' },
  { code: 'JL', name: 'JL', displayName: 'JL Slots', category: 'RNG', vassalage: 'JL' },
  {
    code: 'RBG',
    name: 'Red Bamboo',
    displayName: 'Red Bamboo Gaming',
    category: 'RNG',
    vassalage: 'RBG',
  },
  {
    code: 'INHOUSE',
    name: 'Lotus',
    displayName: 'Lotus Originals',
    category: 'INHOUSE',
    vassalage: 'INHOUSE',
  },
  {
    code: 'LOTT',
    name: 'Lotus Lottery',
    displayName: 'Lotus Lottery',
    category: 'LOTT',
    vassalage: 'LOTT',
  },
  {
    code: 'TCG_LOTTO_VN',
    name: 'TCG',
    displayName: 'TCG Lotto VN',
    category: 'LOTT',
    vassalage: 'TCG_LOTTO_VN',
  },
  {
    code: 'TCG_SEA',
    name: 'TCG',
    displayName: 'TCG SEA Lotto',
    category: 'LOTT',
    vassalage: 'TCG_SEA',
  },
  {
    code: 'ELOTT',
    name: 'Lotus Fast',
    displayName: 'Lotus Fast Lottery',
    category: 'ELOTT',
    vassalage: 'ELOTT',
  },
  {
    code: 'DGL',
    name: 'Dragon Gate',
    displayName: 'Dragon Gate Live',
    category: 'LIVE',
    vassalage: 'DGL',
  },
  {
    code: 'GPL',
    name: 'Golden Palace',
    displayName: 'Golden Palace Live',
    category: 'LIVE',
    vassalage: 'GPL',
  },
  {
    code: 'ASL',
    name: 'Asia Star',
    displayName: 'Asia Star Live',
    category: 'LIVE',
    vassalage: 'ASL',
  },
  {
    code: 'VSB',
    name: 'Vina Sport',
    displayName: 'Vina Sportsbook',
    category: 'SPORTS',
    vassalage: 'VSB',
  },
  {
    code: 'APS',
    name: 'Asia Pro',
    displayName: 'Asia Pro Sports',
    category: 'SPORTS',
    vassalage: 'APS',
  },
  {
    code: 'RCG',
    name: 'Royal Card',
    displayName: 'Royal Card Games',
    category: 'PVP',
    vassalage: 'RCG',
  },
  {
    code: 'ATG',
    name: 'Ace Table',
    displayName: 'Ace Table Gaming',
    category: 'PVP',
    vassalage: 'ATG',
  },
  { code: 'JL_PVP', name: 'JL', displayName: 'JL Cards', category: 'PVP', vassalage: 'JL' },
  // spec §3: COCKFIGHT is inserted after PVP.
  {
    code: 'DS88',
    name: 'DS88',
    displayName: 'DS88 Cockfight',
    category: 'COCKFIGHT',
    vassalage: 'DS88',
  },
  { code: 'SV3', name: 'SV3', displayName: 'SV3 Arena', category: 'COCKFIGHT', vassalage: 'SV3' },
  { code: 'JL_FISH', name: 'JL', displayName: 'JL Fishing', category: 'FISH', vassalage: 'JL' },
  {
    code: 'OKF',
    name: 'Ocean Kingdom',
    displayName: 'Ocean Kingdom Fishing',
    category: 'FISH',
    vassalage: 'OKF',
  },
  { code: 'TF', name: 'TF', displayName: 'TF Esports', category: 'ESPORTS', vassalage: 'TF' },
  {
    code: 'IMSB',
    name: 'IMSB',
    displayName: 'IMSB Esports',
    category: 'ESPORTS',
    vassalage: 'IMSB',
  },
];

/** Vendor rows as stored: sort follows the list, wallet account is the vassalage. */
export function demoVendorRows() {
  return DEMO_VENDORS.map((v, i) => ({
    ...v,
    accountTypeName: v.vassalage,
    sort: (i + 1) * 10,
    logoUrl: mediaUrl('vendor', v.code),
    enabled: true,
  }));
}
