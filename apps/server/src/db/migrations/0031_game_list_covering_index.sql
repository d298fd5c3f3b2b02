-- The list indexes carry, after the unique id, every column a game list filters on: a page's ids
-- and a list's count come from an index-only scan, and a deep page no longer visits the table row
-- of every game it skips (docs/decisions/2026-11-25-game-list-index.md).
DROP INDEX "games_list_idx";--> statement-breakpoint
DROP INDEX "games_list_vassalage_idx";--> statement-breakpoint
CREATE INDEX "games_list_idx" ON "games" USING btree ("game_type","is_top" DESC NULLS FIRST,"sort","id","vendor_code","vassalage","game_classify","min_bet_minor","min_line","is_new") WHERE "games"."enabled";--> statement-breakpoint
CREATE INDEX "games_list_vassalage_idx" ON "games" USING btree ("game_type","vassalage","is_top" DESC NULLS FIRST,"sort","id","vendor_code","game_classify","min_bet_minor","min_line","is_new") WHERE "games"."enabled";