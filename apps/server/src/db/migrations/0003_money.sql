CREATE TABLE "ledger_accounts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"member_id" bigint,
	"balance_minor" bigint DEFAULT 0 NOT NULL,
	"may_go_negative" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_kind_ck" CHECK ("ledger_accounts"."kind" in ('member_wallet', 'trial_wallet', 'house', 'trial_funding', 'payment_clearing', 'vendor', 'pending_withdrawal', 'bonus')),
	CONSTRAINT "ledger_accounts_floor_ck" CHECK ("ledger_accounts"."may_go_negative" or "ledger_accounts"."balance_minor" >= 0),
	CONSTRAINT "ledger_accounts_wallet_floor_ck" CHECK ("ledger_accounts"."kind" not in ('member_wallet', 'trial_wallet', 'pending_withdrawal') or not "ledger_accounts"."may_go_negative"),
	CONSTRAINT "ledger_accounts_wallet_member_ck" CHECK (("ledger_accounts"."kind" in ('member_wallet', 'trial_wallet')) = ("ledger_accounts"."member_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "ledger_transfers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"debit_account_id" bigint NOT NULL,
	"credit_account_id" bigint NOT NULL,
	"amount_minor" bigint NOT NULL,
	"kind" text NOT NULL,
	"reference" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"member_id" bigint,
	"debit_balance_after_minor" bigint NOT NULL,
	"credit_balance_after_minor" bigint NOT NULL,
	"reverses_transfer_id" bigint,
	"meta" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_transfers_amount_ck" CHECK ("ledger_transfers"."amount_minor" > 0),
	CONSTRAINT "ledger_transfers_accounts_ck" CHECK ("ledger_transfers"."debit_account_id" <> "ledger_transfers"."credit_account_id"),
	CONSTRAINT "ledger_transfers_kind_ck" CHECK ("ledger_transfers"."kind" in ('deposit', 'withdrawal_hold', 'withdrawal_paid', 'withdrawal_returned', 'bet', 'win', 'rollback', 'adjustment', 'correction', 'bonus', 'trial_funding', 'rebate', 'commission'))
);
--> statement-breakpoint
CREATE TABLE "banks" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deposits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"member_id" bigint NOT NULL,
	"channel_code" text NOT NULL,
	"kind" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"reference" text,
	"payer_name" text,
	"gateway_ref" text,
	"transfer_id" bigint,
	"reason" text,
	"decided_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "deposits_amount_ck" CHECK ("deposits"."amount_minor" > 0),
	CONSTRAINT "deposits_status_ck" CHECK ("deposits"."status" in ('pending', 'confirmed', 'rejected', 'failed')),
	CONSTRAINT "deposits_confirmed_transfer_ck" CHECK (("deposits"."status" = 'confirmed') = ("deposits"."transfer_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "member_bank_accounts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"bank_code" text NOT NULL,
	"account_name" text NOT NULL,
	"account_no" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operator_audit" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"action" text NOT NULL,
	"actor" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"amount_minor" bigint,
	"reason" text,
	"transfer_id" bigint,
	"ip" text,
	"details" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_channels" (
	"code" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"min_minor" bigint NOT NULL,
	"max_minor" bigint NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"provider" text,
	"bank" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_channels_kind_ck" CHECK ("payment_channels"."kind" in ('bank_transfer', 'gateway')),
	CONSTRAINT "payment_channels_limits_ck" CHECK ("payment_channels"."min_minor" > 0 and "payment_channels"."max_minor" >= "payment_channels"."min_minor")
);
--> statement-breakpoint
CREATE TABLE "payment_passwords" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"member_id" bigint NOT NULL,
	"bank_account_id" bigint NOT NULL,
	"bank_name" text NOT NULL,
	"account_name" text NOT NULL,
	"account_no" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"hold_transfer_id" bigint NOT NULL,
	"settle_transfer_id" bigint,
	"reason" text,
	"decided_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "withdrawals_amount_ck" CHECK ("withdrawals"."amount_minor" > 0),
	CONSTRAINT "withdrawals_status_ck" CHECK ("withdrawals"."status" in ('pending', 'paid', 'rejected')),
	CONSTRAINT "withdrawals_settled_ck" CHECK (("withdrawals"."status" = 'pending') = ("withdrawals"."settle_transfer_id" is null))
);
--> statement-breakpoint
CREATE TABLE "launch_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"vendor_code" text NOT NULL,
	"game_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "vendor_bets" (
	"wallet_account" text NOT NULL,
	"bet_transaction_id" text NOT NULL,
	"member_id" bigint NOT NULL,
	"round_id" text NOT NULL,
	"game_code" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"state" text NOT NULL,
	"seen" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendor_bets_wallet_account_bet_transaction_id_pk" PRIMARY KEY("wallet_account","bet_transaction_id"),
	CONSTRAINT "vendor_bets_state_ck" CHECK ("vendor_bets"."state" in ('open', 'won', 'rolled_back'))
);
--> statement-breakpoint
CREATE TABLE "vendor_rounds" (
	"wallet_account" text NOT NULL,
	"member_id" bigint NOT NULL,
	"round_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "vendor_rounds_wallet_account_member_id_round_id_pk" PRIMARY KEY("wallet_account","member_id","round_id")
);
--> statement-breakpoint
CREATE TABLE "vendor_transactions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"wallet_account" text NOT NULL,
	"transaction_id" text NOT NULL,
	"vendor_code" text NOT NULL,
	"action" text NOT NULL,
	"member_id" bigint NOT NULL,
	"round_id" text NOT NULL,
	"game_code" text NOT NULL,
	"bet_transaction_id" text,
	"amount_minor" bigint NOT NULL,
	"fingerprint" text NOT NULL,
	"transfer_id" bigint,
	"balance_after_minor" bigint NOT NULL,
	"request_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendor_transactions_action_ck" CHECK ("vendor_transactions"."action" in ('bet', 'win', 'rollback')),
	CONSTRAINT "vendor_transactions_amount_ck" CHECK ("vendor_transactions"."amount_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "vendor_wallet_accounts" (
	"account_type_name" text PRIMARY KEY NOT NULL,
	"secret_env" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_debit_account_id_ledger_accounts_id_fk" FOREIGN KEY ("debit_account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_credit_account_id_ledger_accounts_id_fk" FOREIGN KEY ("credit_account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_channel_code_payment_channels_code_fk" FOREIGN KEY ("channel_code") REFERENCES "public"."payment_channels"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_bank_accounts" ADD CONSTRAINT "member_bank_accounts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_bank_accounts" ADD CONSTRAINT "member_bank_accounts_bank_code_banks_code_fk" FOREIGN KEY ("bank_code") REFERENCES "public"."banks"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_audit" ADD CONSTRAINT "operator_audit_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_passwords" ADD CONSTRAINT "payment_passwords_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_bank_account_id_member_bank_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."member_bank_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_hold_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("hold_transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_settle_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("settle_transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "launch_tokens" ADD CONSTRAINT "launch_tokens_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "launch_tokens" ADD CONSTRAINT "launch_tokens_vendor_code_vendors_code_fk" FOREIGN KEY ("vendor_code") REFERENCES "public"."vendors"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_bets" ADD CONSTRAINT "vendor_bets_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_rounds" ADD CONSTRAINT "vendor_rounds_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_transactions" ADD CONSTRAINT "vendor_transactions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_transactions" ADD CONSTRAINT "vendor_transactions_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_code_uq" ON "ledger_accounts" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_member_kind_uq" ON "ledger_accounts" USING btree ("member_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transfers_idempotency_uq" ON "ledger_transfers" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "ledger_transfers_member_idx" ON "ledger_transfers" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "ledger_transfers_debit_idx" ON "ledger_transfers" USING btree ("debit_account_id");--> statement-breakpoint
CREATE INDEX "ledger_transfers_credit_idx" ON "ledger_transfers" USING btree ("credit_account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_order_no_uq" ON "deposits" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "deposits_member_idx" ON "deposits" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "deposits_status_idx" ON "deposits" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "member_bank_accounts_uq" ON "member_bank_accounts" USING btree ("member_id","bank_code","account_no");--> statement-breakpoint
CREATE INDEX "operator_audit_target_idx" ON "operator_audit" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_order_no_uq" ON "withdrawals" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "withdrawals_member_idx" ON "withdrawals" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "withdrawals_status_idx" ON "withdrawals" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "launch_tokens_expiry_idx" ON "launch_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_transactions_uq" ON "vendor_transactions" USING btree ("wallet_account","transaction_id");--> statement-breakpoint
CREATE INDEX "vendor_transactions_member_idx" ON "vendor_transactions" USING btree ("member_id","created_at");--> statement-breakpoint
-- Ledger transfers and the operator audit are append-only: a mistake is fixed by a new row.
CREATE FUNCTION "refuse_row_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only: % refused', TG_TABLE_NAME, TG_OP USING ERRCODE = '42501';
END
$$;--> statement-breakpoint
CREATE TRIGGER "ledger_transfers_append_only" BEFORE UPDATE OR DELETE ON "ledger_transfers" FOR EACH ROW EXECUTE FUNCTION "refuse_row_change"();--> statement-breakpoint
CREATE TRIGGER "operator_audit_append_only" BEFORE UPDATE OR DELETE ON "operator_audit" FOR EACH ROW EXECUTE FUNCTION "refuse_row_change"();
