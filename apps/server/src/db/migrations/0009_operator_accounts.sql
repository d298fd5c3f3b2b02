CREATE TABLE "operator_sessions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"operator_id" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"ip" text,
	"user_agent" text,
	CONSTRAINT "operator_sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "operator_sign_ins" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"operator_id" bigint NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operator_totp_steps" (
	"operator_id" bigint NOT NULL,
	"step" bigint NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "operator_totp_steps_operator_id_step_pk" PRIMARY KEY("operator_id","step")
);
--> statement-breakpoint
CREATE TABLE "operators" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" text NOT NULL,
	"totp_secret" text,
	"totp_enrolled" boolean DEFAULT false NOT NULL,
	"recovery_code_hashes" text[] DEFAULT '{}'::text[] NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"disabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "operators_role_ck" CHECK ("operators"."role" in ('administrator', 'finance', 'content', 'support', 'lottery', 'read_only'))
);
--> statement-breakpoint
ALTER TABLE "operator_audit" ADD COLUMN "operator_id" bigint;--> statement-breakpoint
ALTER TABLE "operator_audit" ADD COLUMN "before" jsonb;--> statement-breakpoint
ALTER TABLE "operator_audit" ADD COLUMN "after" jsonb;--> statement-breakpoint
ALTER TABLE "operator_sessions" ADD CONSTRAINT "operator_sessions_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_sign_ins" ADD CONSTRAINT "operator_sign_ins_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_totp_steps" ADD CONSTRAINT "operator_totp_steps_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "operator_sessions_operator_idx" ON "operator_sessions" USING btree ("operator_id");--> statement-breakpoint
CREATE UNIQUE INDEX "operators_username_uq" ON "operators" USING btree ("username");--> statement-breakpoint
ALTER TABLE "operator_audit" ADD CONSTRAINT "operator_audit_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "operator_audit_operator_idx" ON "operator_audit" USING btree ("operator_id","created_at");--> statement-breakpoint
CREATE INDEX "operator_audit_action_idx" ON "operator_audit" USING btree ("action","created_at");--> statement-breakpoint
CREATE INDEX "operator_audit_created_idx" ON "operator_audit" USING btree ("created_at");