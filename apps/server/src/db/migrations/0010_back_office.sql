CREATE TABLE "member_notes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"text" text NOT NULL,
	"actor" text NOT NULL,
	"operator_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "adjustment_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"amount_minor" bigint NOT NULL,
	"reason" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"status" text NOT NULL,
	"requested_by" text NOT NULL,
	"requested_by_operator_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" text,
	"decided_by_operator_id" bigint,
	"decided_at" timestamp with time zone,
	"decision_note" text,
	"transfer_id" bigint,
	CONSTRAINT "adjustment_requests_amount_ck" CHECK ("adjustment_requests"."amount_minor" <> 0),
	CONSTRAINT "adjustment_requests_status_ck" CHECK ("adjustment_requests"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "adjustment_requests_approved_transfer_ck" CHECK (("adjustment_requests"."status" = 'approved') = ("adjustment_requests"."transfer_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "member_notes" ADD CONSTRAINT "member_notes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_notes" ADD CONSTRAINT "member_notes_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "adjustment_requests" ADD CONSTRAINT "adjustment_requests_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "adjustment_requests" ADD CONSTRAINT "adjustment_requests_requested_by_operator_id_operators_id_fk" FOREIGN KEY ("requested_by_operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "adjustment_requests" ADD CONSTRAINT "adjustment_requests_decided_by_operator_id_operators_id_fk" FOREIGN KEY ("decided_by_operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "adjustment_requests" ADD CONSTRAINT "adjustment_requests_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_notes_member_idx" ON "member_notes" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "adjustment_requests_key_uq" ON "adjustment_requests" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "adjustment_requests_status_idx" ON "adjustment_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "ledger_transfers_created_idx" ON "ledger_transfers" USING btree ("created_at");--> statement-breakpoint
-- Operators' notes are append-only, like the audit trail: a note is never changed or removed.
CREATE TRIGGER "member_notes_append_only" BEFORE UPDATE OR DELETE ON "member_notes" FOR EACH ROW EXECUTE FUNCTION "refuse_row_change"();
