-- Settling a bet changes status, hits, win_minor and settled_at. With status out of every index
-- (the partial index on pending bets goes) and half of each page left free for the new version,
-- the update is HOT: no index entry is written (docs/decisions/2026-11-25-set-based-settlement.md).
-- The fillfactor applies to pages written from now on; existing pages keep their fill.
CREATE INDEX "lottery_bets_draw_bet_idx" ON "lottery_bets" USING btree ("draw_id","id");--> statement-breakpoint
DROP INDEX "lottery_bets_pending_idx";--> statement-breakpoint
DROP INDEX "lottery_bets_draw_idx";--> statement-breakpoint
ALTER TABLE "lottery_bets" SET (fillfactor = 50);
