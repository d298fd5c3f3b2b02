CREATE TABLE "contact_changes" (
	"member_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"new_value" text NOT NULL,
	"country_dialing_code" text,
	"new_code_hash" text NOT NULL,
	"old_code_hash" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "contact_changes_member_id_kind_pk" PRIMARY KEY("member_id","kind"),
	CONSTRAINT "contact_changes_kind_ck" CHECK ("contact_changes"."kind" in ('mobile', 'email'))
);
--> statement-breakpoint
CREATE TABLE "referral_codes" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referral_codes_code_ck" CHECK ("referral_codes"."code" ~ '^R[A-HJ-NP-Z2-9]{7}$')
);
--> statement-breakpoint
CREATE TABLE "referral_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"enabled" boolean NOT NULL,
	"min_first_deposit_minor" bigint NOT NULL,
	"reward_minor" bigint NOT NULL,
	"wagering_multiple" integer NOT NULL,
	"refuse_same_address" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referral_settings_one_ck" CHECK ("referral_settings"."id" = 1),
	CONSTRAINT "referral_settings_amounts_ck" CHECK ("referral_settings"."min_first_deposit_minor" > 0 and "referral_settings"."reward_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "referrals" (
	"friend_id" bigint PRIMARY KEY NOT NULL,
	"referrer_id" bigint NOT NULL,
	"code" text NOT NULL,
	"register_ip" text,
	"state" text DEFAULT 'registered' NOT NULL,
	"hold_reason" text,
	"first_deposit_minor" bigint,
	"first_deposit_at" timestamp with time zone,
	"reward_minor" bigint,
	"wagering_multiple" integer,
	"rewarded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referrals_state_ck" CHECK ("referrals"."state" in ('registered', 'deposited', 'rewarded')),
	CONSTRAINT "referrals_hold_ck" CHECK ("referrals"."hold_reason" in ('below', 'off', 'same_address', 'break', 'inactive')),
	CONSTRAINT "referrals_not_self_ck" CHECK ("referrals"."friend_id" <> "referrals"."referrer_id"),
	CONSTRAINT "referrals_rewarded_ck" CHECK (("referrals"."state" = 'rewarded') = ("referrals"."rewarded_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "contact_changes" ADD CONSTRAINT "contact_changes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_codes" ADD CONSTRAINT "referral_codes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_friend_id_members_id_fk" FOREIGN KEY ("friend_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_referrer_id_members_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "referral_codes_code_uq" ON "referral_codes" USING btree (upper("code"));--> statement-breakpoint
CREATE INDEX "referrals_referrer_idx" ON "referrals" USING btree ("referrer_id","created_at");--> statement-breakpoint
CREATE INDEX "referrals_open_idx" ON "referrals" USING btree ("state") WHERE "referrals"."state" = 'registered' or ("referrals"."state" = 'deposited' and "referrals"."hold_reason" in ('break', 'inactive'));