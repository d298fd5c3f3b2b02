CREATE TABLE "members" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account" text NOT NULL,
	"nickname" text,
	"type" smallint DEFAULT 0 NOT NULL,
	"password_hash" text NOT NULL,
	"mobile_num" text,
	"country_dialing_code" text,
	"email" text,
	"status" text DEFAULT 'active' NOT NULL,
	"parent_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seed_runs" (
	"id" text PRIMARY KEY NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "members_account_lower_uq" ON "members" USING btree (lower("account"));--> statement-breakpoint
CREATE INDEX "members_mobile_idx" ON "members" USING btree ("mobile_num");