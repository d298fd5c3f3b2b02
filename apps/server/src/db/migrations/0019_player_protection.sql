CREATE TABLE "member_protection" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"limits" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"reality_check_minutes" integer,
	"exclusion_kind" text,
	"exclusion_started_at" timestamp with time zone,
	"excluded_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_protection_kind_ck" CHECK ("member_protection"."exclusion_kind" is null or "member_protection"."exclusion_kind" in ('timeout', 'self_exclusion'))
);
--> statement-breakpoint
ALTER TABLE "reward_grants" ADD COLUMN "wagering_met_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "member_protection" ADD CONSTRAINT "member_protection_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reward_grants_wagering_idx" ON "reward_grants" USING btree ("member_id","claimed_at") WHERE "reward_grants"."state" = 'claimed' and "reward_grants"."wagering_multiple" > 0 and "reward_grants"."wagering_met_at" is null;