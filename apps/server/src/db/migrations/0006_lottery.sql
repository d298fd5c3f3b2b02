CREATE TABLE "lottery_bets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"bet_no" text NOT NULL,
	"member_id" bigint NOT NULL,
	"draw_id" bigint NOT NULL,
	"game_pk" bigint NOT NULL,
	"bet_type" text NOT NULL,
	"numbers" text NOT NULL,
	"units" integer NOT NULL,
	"stake_minor" bigint NOT NULL,
	"total_stake_minor" bigint NOT NULL,
	"odds_milli" bigint NOT NULL,
	"is_trial" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"hits" integer,
	"win_minor" bigint DEFAULT 0 NOT NULL,
	"request_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "lottery_bets_type_ck" CHECK ("lottery_bets"."bet_type" in ('LO2', 'LO3', 'DE', 'DE_G1', 'DAU', 'DUOI', 'BA_CANG', 'XIEN2', 'XIEN3', 'XIEN4')),
	CONSTRAINT "lottery_bets_status_ck" CHECK ("lottery_bets"."status" in ('pending', 'won', 'lost', 'void')),
	CONSTRAINT "lottery_bets_stake_ck" CHECK ("lottery_bets"."stake_minor" > 0 and "lottery_bets"."units" > 0),
	CONSTRAINT "lottery_bets_total_ck" CHECK ("lottery_bets"."total_stake_minor" = "lottery_bets"."stake_minor" * "lottery_bets"."units"),
	CONSTRAINT "lottery_bets_win_ck" CHECK ("lottery_bets"."win_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "lottery_draws" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"game_pk" bigint NOT NULL,
	"numero" text NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"open_at" timestamp with time zone NOT NULL,
	"close_at" timestamp with time zone NOT NULL,
	"draw_at" timestamp with time zone NOT NULL,
	"commitment" text,
	"seed" text,
	"winning_number" text,
	"result_source" text,
	"drawn_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"cancel_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lottery_draws_status_ck" CHECK ("lottery_draws"."status" in ('scheduled', 'open', 'locked', 'drawn', 'settled', 'cancelled')),
	CONSTRAINT "lottery_draws_times_ck" CHECK ("lottery_draws"."open_at" <= "lottery_draws"."close_at" and "lottery_draws"."close_at" <= "lottery_draws"."draw_at"),
	CONSTRAINT "lottery_draws_result_ck" CHECK (("lottery_draws"."status" in ('drawn', 'settled')) = ("lottery_draws"."winning_number" is not null))
);
--> statement-breakpoint
CREATE TABLE "lottery_games" (
	"game_pk" bigint PRIMARY KEY NOT NULL,
	"game_id" text NOT NULL,
	"region" text NOT NULL,
	"draw_mode" text NOT NULL,
	"sheet" text,
	"draw_time" text,
	"time_zone" text DEFAULT 'Asia/Ho_Chi_Minh' NOT NULL,
	"interval_seconds" integer,
	"lock_seconds" integer NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "lottery_games_region_ck" CHECK ("lottery_games"."region" in ('north', 'central', 'south', 'fast', 'sea')),
	CONSTRAINT "lottery_games_mode_ck" CHECK ("lottery_games"."draw_mode" in ('traditional', 'entertainment', 'external')),
	CONSTRAINT "lottery_games_sheet_ck" CHECK ("lottery_games"."sheet" in ('north', 'south')),
	CONSTRAINT "lottery_games_schedule_ck" CHECK (("lottery_games"."draw_mode" <> 'traditional' or ("lottery_games"."draw_time" ~ '^[0-2][0-9]:[0-5][0-9]$' and "lottery_games"."sheet" is not null))
        and ("lottery_games"."draw_mode" <> 'entertainment' or ("lottery_games"."interval_seconds" >= 30 and "lottery_games"."sheet" is not null))),
	CONSTRAINT "lottery_games_lock_ck" CHECK ("lottery_games"."lock_seconds" >= 0)
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_kind_ck";--> statement-breakpoint
ALTER TABLE "ledger_transfers" DROP CONSTRAINT "ledger_transfers_kind_ck";--> statement-breakpoint
ALTER TABLE "lottery_bets" ADD CONSTRAINT "lottery_bets_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_bets" ADD CONSTRAINT "lottery_bets_draw_id_lottery_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."lottery_draws"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_bets" ADD CONSTRAINT "lottery_bets_game_pk_games_id_fk" FOREIGN KEY ("game_pk") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_draws" ADD CONSTRAINT "lottery_draws_game_pk_games_id_fk" FOREIGN KEY ("game_pk") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_games" ADD CONSTRAINT "lottery_games_game_pk_games_id_fk" FOREIGN KEY ("game_pk") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_bets_bet_no_uq" ON "lottery_bets" USING btree ("bet_no");--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_bets_member_request_uq" ON "lottery_bets" USING btree ("member_id","request_key");--> statement-breakpoint
CREATE INDEX "lottery_bets_member_created_idx" ON "lottery_bets" USING btree ("member_id","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "lottery_bets_pending_idx" ON "lottery_bets" USING btree ("draw_id","id") WHERE "lottery_bets"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "lottery_bets_draw_idx" ON "lottery_bets" USING btree ("draw_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_draws_game_numero_uq" ON "lottery_draws" USING btree ("game_pk","numero");--> statement-breakpoint
CREATE INDEX "lottery_draws_game_draw_at_idx" ON "lottery_draws" USING btree ("game_pk","draw_at");--> statement-breakpoint
CREATE INDEX "lottery_draws_status_draw_at_idx" ON "lottery_draws" USING btree ("status","draw_at");--> statement-breakpoint
CREATE INDEX "lottery_draws_drawn_idx" ON "lottery_draws" USING btree ("draw_at" DESC NULLS LAST) WHERE "lottery_draws"."winning_number" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_games_game_id_uq" ON "lottery_games" USING btree ("game_id");--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_kind_ck" CHECK ("ledger_accounts"."kind" in ('member_wallet', 'trial_wallet', 'house', 'trial_funding', 'payment_clearing', 'vendor', 'pending_withdrawal', 'bonus', 'lottery_house'));--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_kind_ck" CHECK ("ledger_transfers"."kind" in ('deposit', 'withdrawal_hold', 'withdrawal_paid', 'withdrawal_returned', 'bet', 'win', 'rollback', 'adjustment', 'correction', 'bonus', 'trial_funding', 'rebate', 'commission', 'lottery_bet', 'lottery_win', 'lottery_refund'));