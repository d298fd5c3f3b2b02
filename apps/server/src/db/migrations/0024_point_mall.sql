CREATE TABLE "mall_items" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image_url" text,
	"cost" bigint NOT NULL,
	"bonus_minor" bigint,
	"wagering_multiple" integer DEFAULT 0 NOT NULL,
	"stock" integer NOT NULL,
	"per_member_limit" integer,
	"active" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mall_items_kind_ck" CHECK ("mall_items"."kind" in ('bonus', 'voucher', 'physical')),
	CONSTRAINT "mall_items_stock_ck" CHECK ("mall_items"."stock" >= 0),
	CONSTRAINT "mall_items_cost_ck" CHECK ("mall_items"."cost" > 0),
	CONSTRAINT "mall_items_bonus_ck" CHECK (("mall_items"."kind" = 'bonus') = ("mall_items"."bonus_minor" is not null and "mall_items"."bonus_minor" > 0)),
	CONSTRAINT "mall_items_limit_ck" CHECK ("mall_items"."per_member_limit" is null or "mall_items"."per_member_limit" >= 1)
);
--> statement-breakpoint
CREATE TABLE "mall_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"item_id" bigint NOT NULL,
	"item_name" text NOT NULL,
	"kind" text NOT NULL,
	"cost" bigint NOT NULL,
	"bonus_minor" bigint,
	"voucher_code" text,
	"address" jsonb,
	"state" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mall_orders_kind_ck" CHECK ("mall_orders"."kind" in ('bonus', 'voucher', 'physical')),
	CONSTRAINT "mall_orders_state_ck" CHECK ("mall_orders"."state" in ('pending', 'shipped', 'delivered', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "member_points" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_points_balance_ck" CHECK ("member_points"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "point_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"source" text NOT NULL,
	"kind" text NOT NULL,
	"points" bigint NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "point_entries_kind_ck" CHECK ("point_entries"."kind" in ('earn', 'redeem', 'refund', 'adjust')),
	CONSTRAINT "point_entries_points_ck" CHECK ("point_entries"."points" <> 0)
);
--> statement-breakpoint
CREATE TABLE "point_periods" (
	"period_start" timestamp with time zone PRIMARY KEY NOT NULL,
	"members" integer NOT NULL,
	"points" bigint NOT NULL,
	"settled_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "point_rates" (
	"category" text PRIMARY KEY NOT NULL,
	"rate" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "point_rates_category_ck" CHECK ("point_rates"."category" in ('RNG', 'LIVE', 'PVP', 'FISH', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'LOTT', 'ELOTT', 'INHOUSE')),
	CONSTRAINT "point_rates_rate_ck" CHECK ("point_rates"."rate" between 0 and 10000)
);
--> statement-breakpoint
ALTER TABLE "mall_orders" ADD CONSTRAINT "mall_orders_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_orders" ADD CONSTRAINT "mall_orders_item_id_mall_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."mall_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_points" ADD CONSTRAINT "member_points_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_entries" ADD CONSTRAINT "point_entries_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mall_orders_member_idx" ON "mall_orders" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "mall_orders_member_item_idx" ON "mall_orders" USING btree ("member_id","item_id");--> statement-breakpoint
CREATE INDEX "mall_orders_state_idx" ON "mall_orders" USING btree ("state","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "point_entries_source_uq" ON "point_entries" USING btree ("source");--> statement-breakpoint
CREATE INDEX "point_entries_member_idx" ON "point_entries" USING btree ("member_id","created_at");