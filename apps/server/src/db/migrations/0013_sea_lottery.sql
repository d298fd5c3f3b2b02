ALTER TABLE "lottery_bets" DROP CONSTRAINT "lottery_bets_type_ck";--> statement-breakpoint
ALTER TABLE "lottery_games" DROP CONSTRAINT "lottery_games_sheet_ck";--> statement-breakpoint
ALTER TABLE "lottery_games" ADD COLUMN "draw_month_days" text;--> statement-breakpoint
ALTER TABLE "lottery_bets" ADD CONSTRAINT "lottery_bets_type_ck" CHECK ("lottery_bets"."bet_type" in ('LO2', 'LO3', 'DE', 'DE_G1', 'DAU', 'DUOI', 'BA_CANG', 'XIEN2', 'XIEN3', 'XIEN4', 'D4_BIG', 'D4_SMALL', 'D3_ABC', 'D2_FIRST', 'TH_3TOP', 'TH_3TOD', 'TH_2TOP', 'TH_2BOTTOM', 'TH_3FRONT', 'TH_3BACK'));--> statement-breakpoint
ALTER TABLE "lottery_games" ADD CONSTRAINT "lottery_games_sheet_ck" CHECK ("lottery_games"."sheet" in ('north', 'south', '4d', 'thai'));