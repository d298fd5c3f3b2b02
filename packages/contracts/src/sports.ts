import { z } from 'zod/mini';

// Hot matches (spec §2 "Message list … Hot-match popup needs session", §7 "hot matches"):
// upcoming matches of the sports vendor, opened at the match. Decision:
// docs/decisions/2026-11-24-hot-matches.md.

/** A match id as a sports vendor names it: letters, digits, `-` and `_`. */
export const MatchIdSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/));

export const HotMatchSchema = z.object({
  matchId: MatchIdSchema,
  league: z.string(),
  home: z.string(),
  away: z.string(),
  /** Kick-off, ISO 8601. */
  kickoff: z.string(),
  /** The main market: decimal odds of a home win, a draw and an away win. */
  odds: z.object({ home: z.string(), draw: z.string(), away: z.string() }),
});
export type HotMatch = z.infer<typeof HotMatchSchema>;

export const HotMatchListSchema = z.object({
  /** The sports game the matches open in (its vendor and game id, as a tile launches it). */
  vendor: z.string(),
  gameId: z.string(),
  nodeId: z.string(),
  list: z.array(HotMatchSchema),
});
export type HotMatchList = z.infer<typeof HotMatchListSchema>;
