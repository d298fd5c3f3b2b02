CREATE TABLE "rebate_days" (
	"day" text PRIMARY KEY NOT NULL,
	"settled_at" timestamp with time zone DEFAULT now() NOT NULL,
	"earners" integer DEFAULT 0 NOT NULL,
	"turnover_minor" bigint DEFAULT 0 NOT NULL,
	"amount_minor" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rebate_income" (
	"earner_id" bigint NOT NULL,
	"day" text NOT NULL,
	"member_id" bigint NOT NULL,
	"category" text NOT NULL,
	"depth" smallint NOT NULL,
	"turnover_minor" bigint NOT NULL,
	"rate_permille" smallint NOT NULL,
	"below_permille" smallint NOT NULL,
	"amount_minor" bigint NOT NULL,
	CONSTRAINT "rebate_income_earner_id_day_member_id_category_pk" PRIMARY KEY("earner_id","day","member_id","category"),
	CONSTRAINT "rebate_income_amount_ck" CHECK ("rebate_income"."amount_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "rebate_plan" (
	"id" smallint PRIMARY KEY NOT NULL,
	"enabled" boolean NOT NULL,
	"wagering_multiple" integer NOT NULL,
	"default_rates" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rebate_plan_one_ck" CHECK ("rebate_plan"."id" = 1),
	CONSTRAINT "rebate_plan_wagering_ck" CHECK ("rebate_plan"."wagering_multiple" between 0 and 50)
);
--> statement-breakpoint
CREATE TABLE "rebate_rates" (
	"member_id" bigint NOT NULL,
	"category" text NOT NULL,
	"rate_permille" smallint NOT NULL,
	"set_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rebate_rates_member_id_category_pk" PRIMARY KEY("member_id","category"),
	CONSTRAINT "rebate_rates_rate_ck" CHECK ("rebate_rates"."rate_permille" between 0 and 100),
	CONSTRAINT "rebate_rates_category_ck" CHECK ("rebate_rates"."category" in ('RNG', 'LIVE', 'PVP', 'FISH', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'LOTT', 'ELOTT', 'INHOUSE'))
);
--> statement-breakpoint
ALTER TABLE "rebate_income" ADD CONSTRAINT "rebate_income_earner_id_members_id_fk" FOREIGN KEY ("earner_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rebate_rates" ADD CONSTRAINT "rebate_rates_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rebate_income_day_idx" ON "rebate_income" USING btree ("day");--> statement-breakpoint
CREATE INDEX "vendor_bets_round_idx" ON "vendor_bets" USING btree ("wallet_account","member_id","round_id");--> statement-breakpoint
CREATE INDEX "vendor_rounds_closed_idx" ON "vendor_rounds" USING btree ("closed_at");