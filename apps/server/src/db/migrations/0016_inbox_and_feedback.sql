CREATE TABLE "feedback" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"category" text NOT NULL,
	"content" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"answer" text,
	"answered_at" timestamp with time zone,
	"answered_by" text,
	"message_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feedback_category_ck" CHECK ("feedback"."category" in ('deposit', 'withdrawal', 'games', 'account', 'suggestion', 'other')),
	CONSTRAINT "feedback_status_ck" CHECK ("feedback"."status" in ('open', 'answered'))
);
--> statement-breakpoint
CREATE TABLE "inbox_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"target" text NOT NULL,
	"member_id" bigint,
	"segment_type" smallint,
	"segment_club_label" text,
	"segment_label" text,
	"feedback_id" bigint,
	"sent_by" text NOT NULL,
	"operator_id" bigint,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"withdrawn_at" timestamp with time zone,
	CONSTRAINT "inbox_messages_target_ck" CHECK ("inbox_messages"."target" in ('member', 'segment', 'all')),
	CONSTRAINT "inbox_messages_member_ck" CHECK (("inbox_messages"."target" = 'member') = ("inbox_messages"."member_id" is not null)),
	CONSTRAINT "inbox_messages_segment_ck" CHECK ("inbox_messages"."target" <> 'segment' or "inbox_messages"."segment_type" is not null or "inbox_messages"."segment_club_label" is not null or "inbox_messages"."segment_label" is not null)
);
--> statement-breakpoint
CREATE TABLE "inbox_receipts" (
	"member_id" bigint NOT NULL,
	"message_id" bigint NOT NULL,
	"read_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "inbox_receipts_member_id_message_id_pk" PRIMARY KEY("member_id","message_id")
);
--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_message_id_inbox_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."inbox_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_messages" ADD CONSTRAINT "inbox_messages_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_messages" ADD CONSTRAINT "inbox_messages_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_receipts" ADD CONSTRAINT "inbox_receipts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_receipts" ADD CONSTRAINT "inbox_receipts_message_id_inbox_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."inbox_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feedback_status_idx" ON "feedback" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "feedback_member_idx" ON "feedback" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "inbox_messages_member_idx" ON "inbox_messages" USING btree ("member_id","sent_at");--> statement-breakpoint
CREATE INDEX "inbox_messages_broadcast_idx" ON "inbox_messages" USING btree ("target","sent_at");--> statement-breakpoint
CREATE INDEX "inbox_receipts_message_idx" ON "inbox_receipts" USING btree ("message_id");