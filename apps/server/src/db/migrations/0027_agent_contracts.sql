CREATE TABLE "agent_contract_statements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"contract_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"period_from" timestamp with time zone NOT NULL,
	"period_to" timestamp with time zone NOT NULL,
	"active_members" integer NOT NULL,
	"valid_turnover_minor" bigint NOT NULL,
	"net_loss_minor" bigint DEFAULT 0 NOT NULL,
	"carry_in_minor" bigint DEFAULT 0 NOT NULL,
	"carry_out_minor" bigint DEFAULT 0 NOT NULL,
	"tier" smallint,
	"amount_minor" bigint NOT NULL,
	"state" text NOT NULL,
	"grant_source" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_contract_statements_state_ck" CHECK ("agent_contract_statements"."state" in ('paid', 'nothing', 'withheld')),
	CONSTRAINT "agent_contract_statements_amount_ck" CHECK ("agent_contract_statements"."amount_minor" >= 0),
	CONSTRAINT "agent_contract_statements_carry_ck" CHECK ("agent_contract_statements"."carry_in_minor" <= 0 and "agent_contract_statements"."carry_out_minor" <= 0)
);
--> statement-breakpoint
CREATE TABLE "agent_contracts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"member_id" bigint NOT NULL,
	"upline_id" bigint,
	"offered_by" text NOT NULL,
	"tiers" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone,
	"effective_from" timestamp with time zone,
	"ended_at" timestamp with time zone,
	CONSTRAINT "agent_contracts_kind_ck" CHECK ("agent_contracts"."kind" in ('salary', 'dividend', 'hourly')),
	CONSTRAINT "agent_contracts_state_ck" CHECK ("agent_contracts"."state" in ('pending', 'active', 'declined', 'replaced', 'cancelled', 'ended'))
);
--> statement-breakpoint
ALTER TABLE "agent_contract_statements" ADD CONSTRAINT "agent_contract_statements_contract_id_agent_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."agent_contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contract_statements" ADD CONSTRAINT "agent_contract_statements_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD CONSTRAINT "agent_contracts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD CONSTRAINT "agent_contracts_upline_id_members_id_fk" FOREIGN KEY ("upline_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agent_contract_statements_period_uq" ON "agent_contract_statements" USING btree ("contract_id","period");--> statement-breakpoint
CREATE INDEX "agent_contract_statements_member_idx" ON "agent_contract_statements" USING btree ("member_id","kind","period_from");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_contracts_pending_uq" ON "agent_contracts" USING btree ("member_id","kind") WHERE "agent_contracts"."state" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "agent_contracts_active_uq" ON "agent_contracts" USING btree ("member_id","kind") WHERE "agent_contracts"."state" = 'active';--> statement-breakpoint
CREATE INDEX "agent_contracts_upline_idx" ON "agent_contracts" USING btree ("upline_id","state");--> statement-breakpoint
CREATE INDEX "agent_contracts_settle_idx" ON "agent_contracts" USING btree ("kind","effective_from") WHERE "agent_contracts"."effective_from" is not null;