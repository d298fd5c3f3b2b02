CREATE TABLE "member_profiles" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"payee_name" text,
	"birthday" date,
	"zalo" text,
	"facebook" text,
	"whatsapp" text,
	"line" text,
	"wechat" text,
	"qq_num" text,
	"avatar" text,
	"avatar_type" text,
	"password_changed_at" timestamp with time zone,
	"mobile_verified_at" timestamp with time zone,
	"email_verified_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_profiles_avatar_ck" CHECK (("member_profiles"."avatar" IS NULL) = ("member_profiles"."avatar_type" IS NULL) AND ("member_profiles"."avatar_type" IS NULL OR "member_profiles"."avatar_type" IN ('STATIC', 'CUSTOM')))
);
--> statement-breakpoint
ALTER TABLE "member_profiles" ADD CONSTRAINT "member_profiles_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;