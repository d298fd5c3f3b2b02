CREATE TABLE "help_groups" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"group_name" text NOT NULL,
	"language" text DEFAULT 'vi' NOT NULL,
	"title" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "translation_of" bigint;--> statement-breakpoint
CREATE UNIQUE INDEX "help_groups_group_language_uq" ON "help_groups" USING btree ("group_name","language");--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_translation_of_promotions_id_fk" FOREIGN KEY ("translation_of") REFERENCES "public"."promotions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "promotions_translation_language_uq" ON "promotions" USING btree ("translation_of","language");