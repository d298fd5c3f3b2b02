CREATE TABLE "games" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"node_id" text NOT NULL,
	"game_code" text NOT NULL,
	"game_id" text NOT NULL,
	"game_type" text NOT NULL,
	"vassalage" text NOT NULL,
	"vendor_code" text NOT NULL,
	"room_id" text,
	"node_name" text,
	"game_group_id" integer,
	"lotto_mode" text,
	"game_name" text NOT NULL,
	"names" jsonb NOT NULL,
	"remark" text,
	"icon_url" text,
	"is_top" boolean DEFAULT false NOT NULL,
	"is_new" boolean DEFAULT false NOT NULL,
	"is_hot" boolean DEFAULT false NOT NULL,
	"is_game_h5" boolean DEFAULT true NOT NULL,
	"support_play" boolean DEFAULT false NOT NULL,
	"game_classify" text,
	"game_classify_new" text,
	"min_bet_minor" bigint,
	"min_line" integer,
	"draw_day_of_week" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "games_game_type_ck" CHECK ("games"."game_type" in ('RNG', 'LIVE', 'PVP', 'FISH', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'LOTT', 'ELOTT', 'INHOUSE')),
	CONSTRAINT "games_lotto_mode_ck" CHECK ("games"."lotto_mode" in ('Entertainment', 'Traditional')),
	CONSTRAINT "games_game_classify_ck" CHECK ("games"."game_classify" in ('JP', 'SC', 'VP', 'TG', 'AC')),
	CONSTRAINT "games_min_bet_ck" CHECK ("games"."min_bet_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "vendors" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"display_name" text NOT NULL,
	"category" text NOT NULL,
	"vassalage" text NOT NULL,
	"account_type_name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"logo_url" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "vendors_category_ck" CHECK ("vendors"."category" in ('RNG', 'LIVE', 'PVP', 'FISH', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'LOTT', 'ELOTT', 'INHOUSE'))
);
--> statement-breakpoint
CREATE TABLE "announcements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"group_name" text NOT NULL,
	"language" text DEFAULT 'vi' NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"start_date" timestamp with time zone DEFAULT now() NOT NULL,
	"end_date" timestamp with time zone,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "announcements_type_ck" CHECK ("announcements"."type" in ('A', 'PL', 'B', 'PU', 'PR'))
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"group_name" text NOT NULL,
	"title" text NOT NULL,
	"image_url" text NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"start_at" timestamp with time zone DEFAULT now() NOT NULL,
	"end_at" timestamp with time zone,
	"enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "banners_group_name_ck" CHECK ("banners"."group_name" in ('m_home', 'm_popup', 'm_reg', 'm_hot', 'm_promotion', 'm_help', 'm_notice'))
);
--> statement-breakpoint
CREATE TABLE "help_items" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"group_name" text NOT NULL,
	"language" text DEFAULT 'vi' NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"category" text NOT NULL,
	"language" text DEFAULT 'vi' NOT NULL,
	"start_date" timestamp with time zone DEFAULT now() NOT NULL,
	"end_date" timestamp with time zone,
	"no_expiry" smallint DEFAULT 0 NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "promotions_category_ck" CHECK ("promotions"."category" in ('new_player', 'deposit_promo', 'app_download', 'rng_promo', 'live_promo', 'pvp_promo', 'sport_promo', 'fish_promo', 'lotto_promo', 'rebate_promo', 'player_rank_rules', 'point_mall', 'other_promo')),
	CONSTRAINT "promotions_no_expiry_ck" CHECK ("promotions"."no_expiry" in (0, 1))
);
--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_vendor_code_vendors_code_fk" FOREIGN KEY ("vendor_code") REFERENCES "public"."vendors"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "games_node_id_uq" ON "games" USING btree ("node_id");--> statement-breakpoint
CREATE INDEX "games_type_vassalage_sort_idx" ON "games" USING btree ("game_type","vassalage","sort");--> statement-breakpoint
CREATE INDEX "games_vendor_idx" ON "games" USING btree ("vendor_code");--> statement-breakpoint
CREATE INDEX "vendors_sort_idx" ON "vendors" USING btree ("sort");--> statement-breakpoint
CREATE INDEX "announcements_type_lang_start_idx" ON "announcements" USING btree ("type","language","start_date");--> statement-breakpoint
CREATE INDEX "banners_group_sequence_idx" ON "banners" USING btree ("group_name","sequence");--> statement-breakpoint
CREATE INDEX "help_items_lang_group_sort_idx" ON "help_items" USING btree ("language","group_name","sort");--> statement-breakpoint
CREATE INDEX "promotions_lang_category_sort_idx" ON "promotions" USING btree ("language","category","sort");