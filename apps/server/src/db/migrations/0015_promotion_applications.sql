CREATE TABLE "application_images" (
	"sha256" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "application_images_type_ck" CHECK ("application_images"."content_type" in ('image/png', 'image/jpeg')),
	CONSTRAINT "application_images_bytes_ck" CHECK ("application_images"."bytes" = octet_length("application_images"."data"))
);
--> statement-breakpoint
CREATE TABLE "promotion_applications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"promotion_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"comment" text NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"bonus_minor" bigint,
	"wagering_multiple" integer,
	"decided_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "promotion_applications_state_ck" CHECK ("promotion_applications"."state" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "promotion_applications_comment_ck" CHECK (char_length("promotion_applications"."comment") <= 140)
);
--> statement-breakpoint
CREATE TABLE "reward_grants" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"source" text NOT NULL,
	"title" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"wagering_multiple" integer DEFAULT 0 NOT NULL,
	"state" text DEFAULT 'claimable' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"claimed_at" timestamp with time zone,
	"transfer_id" bigint,
	CONSTRAINT "reward_grants_state_ck" CHECK ("reward_grants"."state" in ('claimable', 'claimed', 'expired')),
	CONSTRAINT "reward_grants_amount_ck" CHECK ("reward_grants"."amount_minor" > 0)
);
--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "accepts_applications" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "application_bonus_minor" bigint;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "wagering_multiple" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "promotion_applications" ADD CONSTRAINT "promotion_applications_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_applications" ADD CONSTRAINT "promotion_applications_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_grants" ADD CONSTRAINT "reward_grants_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_applications_open_uq" ON "promotion_applications" USING btree ("promotion_id","member_id") WHERE "promotion_applications"."state" in ('pending', 'approved');--> statement-breakpoint
CREATE INDEX "promotion_applications_state_created_idx" ON "promotion_applications" USING btree ("state","created_at");--> statement-breakpoint
CREATE INDEX "promotion_applications_member_idx" ON "promotion_applications" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reward_grants_source_uq" ON "reward_grants" USING btree ("source");--> statement-breakpoint
CREATE INDEX "reward_grants_member_idx" ON "reward_grants" USING btree ("member_id","state");