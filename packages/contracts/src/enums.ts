import { z } from 'zod/mini';

/** Game categories, spec §3. ELOTT is shown under LOTT; HOT is a virtual category. */
export const GAME_CATEGORIES = [
  'HOT',
  'RNG',
  'LIVE',
  'PVP',
  'FISH',
  'SPORTS',
  'ESPORTS',
  'COCKFIGHT',
  'LOTT',
  'ELOTT',
  'INHOUSE',
] as const;
export const GameCategorySchema = z.enum(GAME_CATEGORIES);
export type GameCategory = z.infer<typeof GameCategorySchema>;

/** Content (announcement) types, spec §3: Agent, Player, Banner, Pop-up, Promotion. */
export const ContentTypeSchema = z.enum(['A', 'PL', 'B', 'PU', 'PR']);
export type ContentType = z.infer<typeof ContentTypeSchema>;

/** Banner groups, spec §3. */
export const BANNER_GROUPS = [
  'm_home',
  'm_popup',
  'm_reg',
  'm_hot',
  'm_promotion',
  'm_help',
  'm_notice',
] as const;
export const BannerGroupSchema = z.enum(BANNER_GROUPS);
export type BannerGroup = z.infer<typeof BannerGroupSchema>;

/** Play types and prize modes, spec §3. */
export const PlayTypeSchema = z.enum(['Tradition', 'Entertainment']);
export const PrizeModeSchema = z.enum(['Lott', 'ZY', 'Elott', 'SEA']);
export type PlayType = z.infer<typeof PlayTypeSchema>;
export type PrizeMode = z.infer<typeof PrizeModeSchema>;
export const GATEWAY = { WEB: 1, MOBILE: 3 } as const;

/** Member types, spec §6. 0 player, 1/2/41/42 agent, 4 trial, 40 non-agent. */
export const NON_AGENT_TYPES = [0, 4, 40] as const;
export const AGENT_TYPES = [1, 2, 41, 42] as const;
export const TRIAL_TYPE = 4;

/** Site languages, spec §1: TY (default, Vietnamese) and EN. */
export const SiteLanguageSchema = z.enum(['TY', 'EN']);
export type SiteLanguage = z.infer<typeof SiteLanguageSchema>;

/** The ~38 content-language codes the promotions area knows, spec §1. */
export const CONTENT_LANGUAGES = [
  'vi',
  'en',
  'zh',
  'zh-TW',
  'th',
  'id',
  'ms',
  'km',
  'lo',
  'my',
  'tl',
  'ja',
  'ko',
  'hi',
  'bn',
  'ta',
  'te',
  'ur',
  'ne',
  'si',
  'ar',
  'fa',
  'tr',
  'ru',
  'uk',
  'pl',
  'de',
  'fr',
  'es',
  'pt',
  'pt-BR',
  'it',
  'nl',
  'sv',
  'el',
  'ro',
  'hu',
  'cs',
] as const;

/** Download / contact resource types, spec §3 "Download link". */
export const ResourceTypeSchema = z.enum([
  'Android',
  'IOS',
  'MOBILECONFIG',
  'AppDownloadIcon',
  'TELEGRAM',
  'WHATSAPP',
  'FACEBOOK',
  'INSTAGRAM',
  'AFFILIATELINK',
]);
export type ResourceType = z.infer<typeof ResourceTypeSchema>;
