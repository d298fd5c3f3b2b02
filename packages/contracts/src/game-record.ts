import { z } from 'zod/mini';
import { SiteLanguageSchema } from './enums.ts';
import { ListedGameCategorySchema } from './games.ts';
import { AmountSchema, PageQuerySchema, pageOf } from './wallet.ts';

// ---- betting record (spec §2 /m/gameRecord)

/**
 * `GET /wps/game/record` (member): the member's game rounds, newest first, from the vendor
 * wallet's rounds. Days are merchant days (Vietnam time), both included.
 */
export const GameRecordQuerySchema = z.extend(PageQuerySchema, {
  /** Category of the game; empty: every category. */
  gameType: z.optional(z.union([z.literal(''), ListedGameCategorySchema])),
  /** Vendor row code or vassalage (JL takes JL_FISH and JL_PVP along); empty: every vendor. */
  vendor: z.optional(
    z.union([
      z.literal(''),
      z.string().check(z.regex(/^[A-Za-z0-9_]{1,64}$/, 'validation.vendor')),
    ]),
  ),
  /** Language of the game names. */
  language: z._default(SiteLanguageSchema, 'TY'),
});
export type GameRecordQuery = z.input<typeof GameRecordQuerySchema>;

/** open: stakes taken, not yet settled; settled: paid (a zero win included); cancelled: refunded. */
export const GameRoundStatusSchema = z.enum(['open', 'settled', 'cancelled']);
export type GameRoundStatus = z.infer<typeof GameRoundStatusSchema>;

export const GameRoundSchema = z.object({
  /** The vendor's round id. */
  roundId: z.string(),
  /** When the round started (ISO 8601, UTC). */
  time: z.string(),
  /** When the round closed, if it did. */
  settledAt: z.nullable(z.string()),
  /** The catalogue's name in the asked language; the vendor's game code when unknown. */
  gameName: z.string(),
  gameCode: z.string(),
  /** The catalogue entry (null for a game code the catalogue does not know). */
  nodeId: z.nullable(z.string()),
  gameType: z.nullable(z.string()),
  /** The vendor row the round was played through and its display name. */
  vendorCode: z.string(),
  vendorName: z.string(),
  /** Stakes taken and not refunded. */
  bet: AmountSchema,
  win: AmountSchema,
  /** win − bet: positive when the member came out ahead. */
  net: AmountSchema,
  status: GameRoundStatusSchema,
});
export type GameRound = z.infer<typeof GameRoundSchema>;

export const GameRecordSummarySchema = z.object({
  rounds: z.int(),
  bet: AmountSchema,
  win: AmountSchema,
  net: AmountSchema,
});
export type GameRecordSummary = z.infer<typeof GameRecordSummarySchema>;

/** A page of rounds, plus the totals of every round the filters select. */
export const GameRecordPageSchema = z.extend(pageOf(GameRoundSchema), {
  summary: GameRecordSummarySchema,
});
export type GameRecordPage = z.infer<typeof GameRecordPageSchema>;
