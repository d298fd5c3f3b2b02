CREATE TABLE "member_vip" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"level" smallint NOT NULL,
	"reviewed_month" text NOT NULL,
	"reached_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_vip_level_ck" CHECK ("member_vip"."level" between 0 and 19),
	CONSTRAINT "member_vip_month_ck" CHECK ("member_vip"."reviewed_month" ~ '^\d{4}-\d{2}$')
);
--> statement-breakpoint
CREATE TABLE "vip_job_periods" (
	"period" text PRIMARY KEY NOT NULL,
	"done_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vip_levels" (
	"level" smallint PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"upgrade_deposit_minor" bigint NOT NULL,
	"upgrade_turnover_minor" bigint NOT NULL,
	"keep_deposit_minor" bigint NOT NULL,
	"keep_turnover_minor" bigint NOT NULL,
	"upgrade_bonus_minor" bigint NOT NULL,
	"weekly_bonus_minor" bigint NOT NULL,
	"monthly_bonus_minor" bigint NOT NULL,
	"birthday_bonus_minor" bigint NOT NULL,
	"wagering_multiple" integer NOT NULL,
	CONSTRAINT "vip_levels_level_ck" CHECK ("vip_levels"."level" between 0 and 19),
	CONSTRAINT "vip_levels_amounts_ck" CHECK (least("vip_levels"."upgrade_deposit_minor", "vip_levels"."upgrade_turnover_minor", "vip_levels"."keep_deposit_minor", "vip_levels"."keep_turnover_minor", "vip_levels"."upgrade_bonus_minor", "vip_levels"."weekly_bonus_minor", "vip_levels"."monthly_bonus_minor", "vip_levels"."birthday_bonus_minor") >= 0)
);
--> statement-breakpoint
ALTER TABLE "member_vip" ADD CONSTRAINT "member_vip_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;
