CREATE TABLE "sign_ins" (
	"member_id" bigint NOT NULL,
	"day" text NOT NULL,
	"cycle_day" integer NOT NULL,
	"streak" integer NOT NULL,
	"reward_minor" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sign_ins_cycle_day_ck" CHECK ("sign_ins"."cycle_day" between 1 and 7),
	CONSTRAINT "sign_ins_streak_ck" CHECK ("sign_ins"."streak" >= 1),
	CONSTRAINT "sign_ins_day_ck" CHECK ("sign_ins"."day" ~ '^\d{4}-\d{2}-\d{2}$')
);
--> statement-breakpoint
ALTER TABLE "sign_ins" ADD CONSTRAINT "sign_ins_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sign_ins_member_day_uq" ON "sign_ins" USING btree ("member_id","day");