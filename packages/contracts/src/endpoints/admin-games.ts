import { z } from 'zod/mini';
import { defineEndpoint } from '../endpoint.ts';
import { GameCategorySchema } from '../enums.ts';
import { AmountInputSchema, AmountSchema, pageOf } from '../wallet.ts';

// The game catalogue as the back office runs it (issue: the operator back office): vendors on or
// off, their order and display names; games on or off, hot, new, top, their order, minimum bet,
// names and icon. What players see follows once the lists' short caches expire.

const line = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));

/** A vendor row as the operator manages it. */
export const AdminVendorSchema = z.object({
  code: z.string(),
  name: z.string(),
  displayName: z.string(),
  category: z.string(),
  vassalage: z.string(),
  sort: z.int(),
  logoUrl: z.string(),
  enabled: z.boolean(),
  /** Games of the vendor, and how many of them are on. */
  games: z.int(),
  enabledGames: z.int(),
});
export type AdminVendor = z.infer<typeof AdminVendorSchema>;

export const VendorPatchBodySchema = z.strictObject({
  displayName: z.optional(line(64)),
  sort: z.optional(z.int().check(z.gte(-100_000), z.lte(100_000))),
  enabled: z.optional(z.boolean()),
});
export type VendorPatchBody = z.infer<typeof VendorPatchBodySchema>;

/** A game row as the operator manages it. */
export const AdminGameSchema = z.object({
  id: z.int(),
  gameId: z.string(),
  gameCode: z.string(),
  gameName: z.string(),
  names: z.object({ en: z.string(), vi: z.string() }),
  vendorCode: z.string(),
  gameType: z.string(),
  iconUrl: z.nullable(z.string()),
  isTop: z.boolean(),
  isNew: z.boolean(),
  isHot: z.boolean(),
  minBet: z.nullable(AmountSchema),
  sort: z.int(),
  enabled: z.boolean(),
});
export type AdminGame = z.infer<typeof AdminGameSchema>;
export const AdminGamePageSchema = pageOf(AdminGameSchema);

export const AdminGameQuerySchema = z.object({
  /** Part of a name (Vietnamese or English) or the game code. */
  q: z.optional(z.string().check(z.trim(), z.maxLength(64))),
  vendor: z.optional(z.string().check(z.maxLength(32))),
  category: z.optional(GameCategorySchema),
  enabled: z.optional(z.enum(['true', 'false'])),
  pageNo: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100_000)), 1),
  pageSize: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(200)), 50),
});
export type AdminGameQuery = z.input<typeof AdminGameQuerySchema>;

export const GamePatchBodySchema = z.strictObject({
  enabled: z.optional(z.boolean()),
  isHot: z.optional(z.boolean()),
  isNew: z.optional(z.boolean()),
  isTop: z.optional(z.boolean()),
  sort: z.optional(z.int().check(z.gte(-100_000), z.lte(100_000))),
  /** The least stake the lobby shows; null for none. */
  minBet: z.optional(z.nullable(AmountInputSchema)),
  names: z.optional(z.strictObject({ en: line(120), vi: line(120) })),
  /** An image path on this site (/…) or an https address. */
  iconUrl: z.optional(
    z.nullable(z.string().check(z.maxLength(500), z.regex(/^(\/(?!\/)|https:\/\/)\S+$/))),
  ),
});
export type GamePatchBody = z.infer<typeof GamePatchBodySchema>;

const vendor: AdminVendor = {
  code: 'PG',
  name: 'PG Soft',
  displayName: 'PG Slots',
  category: 'RNG',
  vassalage: 'PG',
  sort: 10,
  logoUrl: '/wps/media/vendors/pg.svg',
  enabled: true,
  games: 48,
  enabledGames: 46,
};

const game: AdminGame = {
  id: 101,
  gameId: 'PG_MAHJONG2',
  gameCode: 'mahjong-ways2',
  gameName: 'Mahjong Ways 2',
  names: { en: 'Mahjong Ways 2', vi: 'Đường Mạt Chược 2' },
  vendorCode: 'PG',
  gameType: 'RNG',
  iconUrl: '/wps/media/games/pg-mahjong2.webp',
  isTop: true,
  isNew: false,
  isHot: true,
  minBet: '200.00',
  sort: 5,
  enabled: true,
};

const CodeParamsSchema = z.object({ code: z.string().check(z.regex(/^[A-Z0-9_]{1,32}$/)) });
const IdParamsSchema = z.object({
  id: z.coerce.number().check(z.int(), z.positive(), z.maximum(Number.MAX_SAFE_INTEGER)),
});

export const listAdminVendorsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/admin/game/vendors',
  auth: 'operator',
  permission: 'settings.read',
  gate: false,
  response: z.array(AdminVendorSchema),
  errors: [],
  tag: 'operator',
  summary: 'Every game vendor, on or off, with its game counts',
  description:
    'Every vendor of the catalogue by category and order, whether it is on, and how many of its games there are and are on.',
  examples: { response: [vendor] },
});

export const updateAdminVendorEndpoint = defineEndpoint({
  method: 'PATCH',
  path: '/wps/admin/game/vendors/:code',
  auth: 'operator',
  permission: 'games.write',
  gate: false,
  params: CodeParamsSchema,
  body: VendorPatchBodySchema,
  response: AdminVendorSchema,
  errors: ['game.vendor_not_found'],
  tag: 'operator',
  summary: 'Switch a vendor on or off, or change its order or display name',
  description:
    'Changes the fields sent. A vendor switched off leaves the lobby and its games cannot be launched (game.vendor_disabled); players see the change once the lists’ caches expire (at most a minute). Audited with the vendor before and after.',
  docs: { params: { code: 'The vendor code, e.g. PG.' } },
  examples: {
    params: { code: 'PG' },
    body: { enabled: false },
    response: { ...vendor, enabled: false },
  },
});

export const listAdminGamesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/admin/game/games',
  auth: 'operator',
  permission: 'settings.read',
  gate: false,
  query: AdminGameQuerySchema,
  response: AdminGamePageSchema,
  errors: [],
  tag: 'operator',
  summary: 'Games of the catalogue, on or off, searched and filtered',
  description:
    'A page of the catalogue’s games, on and off, by vendor, category and order: searched by part of the Vietnamese or English name or the game code, and filtered by vendor, category and whether they are on.',
  docs: {
    query: {
      q: 'Part of a name or the game code.',
      vendor: 'Only this vendor’s games.',
      category: 'Only this category.',
      enabled: 'true: only games that are on; false: only games that are off.',
      pageNo: 'Page number from 1.',
      pageSize: 'Games per page, at most 200 (default 50).',
    },
  },
  examples: {
    query: { vendor: 'PG', q: 'mahjong' },
    response: { list: [game], pageNum: 1, pageSize: 50, total: 1, totalPages: 1 },
  },
});

export const updateAdminGameEndpoint = defineEndpoint({
  method: 'PATCH',
  path: '/wps/admin/game/games/:id',
  auth: 'operator',
  permission: 'games.write',
  gate: false,
  params: IdParamsSchema,
  body: GamePatchBodySchema,
  response: AdminGameSchema,
  errors: ['game.not_found'],
  tag: 'operator',
  summary: 'Change a game: on or off, hot, new, top, order, minimum bet, names, icon',
  description:
    'Changes the fields sent. A game switched off leaves every list and cannot be launched. Players see the change once the lists’ caches expire (at most a minute). Audited with the game before and after.',
  docs: { params: { id: 'The game’s id in the catalogue.' } },
  examples: {
    params: { id: 101 },
    body: { isHot: false, minBet: '500' },
    response: { ...game, isHot: false, minBet: '500.00' },
  },
});

/** In-house games' stake limits as operators set them (over the design's defaults). */
export const OriginalsSettingsSchema = z.object({
  games: z.array(
    z.object({
      gameCode: z.string(),
      minStake: AmountSchema,
      maxStake: AmountSchema,
      /** The designed return to player (fixed by the game's maths, shown for reference). */
      designRtp: z.number(),
    }),
  ),
});
export type OriginalsSettings = z.infer<typeof OriginalsSettingsSchema>;

export const OriginalsSettingsPatchSchema = z.strictObject({
  gameCode: z.enum(['lotus-slot', 'dice']),
  minStake: AmountInputSchema,
  maxStake: AmountInputSchema,
});
export type OriginalsSettingsPatch = z.infer<typeof OriginalsSettingsPatchSchema>;

const originals: OriginalsSettings = {
  games: [
    { gameCode: 'lotus-slot', minStake: '1.00', maxStake: '10000.00', designRtp: 0.961 },
    { gameCode: 'dice', minStake: '0.10', maxStake: '10000.00', designRtp: 0.99 },
  ],
};

export const getOriginalsSettingsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/admin/game/originals',
  auth: 'operator',
  permission: 'settings.read',
  gate: false,
  response: OriginalsSettingsSchema,
  errors: [],
  tag: 'operator',
  summary: 'In-house games: stake limits and designed return',
  description:
    'The stake limits of each in-house game (Lotus Fortune, Dice) as players get them, and the designed return to player, which the game’s maths fixes.',
  examples: { response: originals },
});

export const updateOriginalsSettingsEndpoint = defineEndpoint({
  method: 'PATCH',
  path: '/wps/admin/game/originals',
  auth: 'operator',
  permission: 'games.write',
  gate: false,
  body: OriginalsSettingsPatchSchema,
  response: OriginalsSettingsSchema,
  errors: [],
  tag: 'operator',
  summary: 'Change an in-house game’s stake limits',
  description:
    'Sets one in-house game’s smallest and largest stake; the next round is held to them. A smallest stake above the largest is request.invalid. Audited before → after.',
  examples: {
    body: { gameCode: 'dice', minStake: '1.00', maxStake: '5000.00' },
    response: {
      games: [
        originals.games[0]!,
        { ...originals.games[1]!, minStake: '1.00', maxStake: '5000.00' },
      ],
    },
  },
});
