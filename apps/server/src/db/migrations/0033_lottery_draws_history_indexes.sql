-- Lottery reads that grew with every draw (docs/decisions/2026-12-01-lottery-reads-that-grow.md):
-- the history's page is read in the index's order (draw time, id) with each draw's game in the
-- index, and the back office finds each game's last drawn draw by drawn_at through an index. The
-- fast rooms draw up to 2,880 times a day.
DROP INDEX "lottery_draws_drawn_idx";--> statement-breakpoint
CREATE INDEX "lottery_draws_game_drawn_at_idx" ON "lottery_draws" USING btree ("game_pk","drawn_at" DESC NULLS LAST) WHERE "lottery_draws"."drawn_at" is not null;--> statement-breakpoint
CREATE INDEX "lottery_draws_drawn_idx" ON "lottery_draws" USING btree ("draw_at" DESC NULLS FIRST,"id","game_pk") WHERE "lottery_draws"."winning_number" is not null;