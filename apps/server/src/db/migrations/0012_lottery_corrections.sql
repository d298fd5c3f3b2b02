CREATE TABLE "lottery_correction_lines" (
	"correction_id" bigint NOT NULL,
	"bet_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"old_status" text NOT NULL,
	"new_status" text NOT NULL,
	"old_win_minor" bigint NOT NULL,
	"new_win_minor" bigint NOT NULL,
	"paid_minor" bigint NOT NULL,
	"reclaimed_minor" bigint NOT NULL,
	"owed_minor" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "lottery_correction_lines_correction_id_bet_id_pk" PRIMARY KEY("correction_id","bet_id"),
	CONSTRAINT "lottery_correction_lines_amounts_ck" CHECK ("lottery_correction_lines"."paid_minor" >= 0 and "lottery_correction_lines"."reclaimed_minor" >= 0 and "lottery_correction_lines"."owed_minor" >= 0 and "lottery_correction_lines"."old_win_minor" >= 0 and "lottery_correction_lines"."new_win_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "lottery_result_corrections" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"draw_id" bigint NOT NULL,
	"correction_no" integer NOT NULL,
	"previous_winning_number" text NOT NULL,
	"winning_number" text NOT NULL,
	"reason" text NOT NULL,
	"operator_id" bigint,
	"operator_name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "lottery_result_corrections_no_ck" CHECK ("lottery_result_corrections"."correction_no" >= 1)
);
--> statement-breakpoint
ALTER TABLE "ledger_transfers" DROP CONSTRAINT "ledger_transfers_kind_ck";--> statement-breakpoint
ALTER TABLE "lottery_correction_lines" ADD CONSTRAINT "lottery_correction_lines_correction_id_lottery_result_corrections_id_fk" FOREIGN KEY ("correction_id") REFERENCES "public"."lottery_result_corrections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_correction_lines" ADD CONSTRAINT "lottery_correction_lines_bet_id_lottery_bets_id_fk" FOREIGN KEY ("bet_id") REFERENCES "public"."lottery_bets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_correction_lines" ADD CONSTRAINT "lottery_correction_lines_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_result_corrections" ADD CONSTRAINT "lottery_result_corrections_draw_id_lottery_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."lottery_draws"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lottery_correction_lines_bet_idx" ON "lottery_correction_lines" USING btree ("bet_id");--> statement-breakpoint
CREATE INDEX "lottery_correction_lines_member_idx" ON "lottery_correction_lines" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_result_corrections_draw_no_uq" ON "lottery_result_corrections" USING btree ("draw_id","correction_no");--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_kind_ck" CHECK ("ledger_transfers"."kind" in ('deposit', 'withdrawal_hold', 'withdrawal_paid', 'withdrawal_returned', 'bet', 'win', 'rollback', 'adjustment', 'correction', 'bonus', 'trial_funding', 'rebate', 'commission', 'lottery_bet', 'lottery_win', 'lottery_refund', 'lottery_reversal'));