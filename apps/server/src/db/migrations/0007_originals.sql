CREATE TABLE "originals_rounds" (
	"id" text PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"request_id" text NOT NULL,
	"game_code" text NOT NULL,
	"vendor_code" text NOT NULL,
	"stake_minor" bigint NOT NULL,
	"params" jsonb,
	"state" text NOT NULL,
	"refusal" text,
	"server_seed" text,
	"server_seed_hash" text,
	"client_seed" text,
	"nonce" integer,
	"outcome" jsonb,
	"payout_minor" bigint,
	"balance_after_minor" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"drawn_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	CONSTRAINT "originals_rounds_state_ck" CHECK ("originals_rounds"."state" in ('pending', 'drawn', 'settled', 'refused', 'void')),
	CONSTRAINT "originals_rounds_stake_ck" CHECK ("originals_rounds"."stake_minor" > 0),
	CONSTRAINT "originals_rounds_payout_ck" CHECK ("originals_rounds"."payout_minor" is null or "originals_rounds"."payout_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "originals_seeds" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "originals_sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"game_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "originals_rounds" ADD CONSTRAINT "originals_rounds_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "originals_seeds" ADD CONSTRAINT "originals_seeds_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "originals_sessions" ADD CONSTRAINT "originals_sessions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "originals_rounds_request_uq" ON "originals_rounds" USING btree ("member_id","request_id");--> statement-breakpoint
CREATE INDEX "originals_rounds_history_idx" ON "originals_rounds" USING btree ("member_id","game_code","drawn_at");--> statement-breakpoint
CREATE INDEX "originals_rounds_open_idx" ON "originals_rounds" USING btree ("member_id","created_at") WHERE "originals_rounds"."state" in ('pending', 'drawn');--> statement-breakpoint
CREATE INDEX "originals_sessions_expiry_idx" ON "originals_sessions" USING btree ("expires_at");