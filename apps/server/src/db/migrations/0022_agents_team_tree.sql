CREATE TABLE "agent_invitations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"agent_id" bigint NOT NULL,
	"code" text NOT NULL,
	"member_type" smallint NOT NULL,
	"rebates" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agent_permissions" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"keys" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_tree" (
	"ancestor_id" bigint NOT NULL,
	"descendant_id" bigint NOT NULL,
	"depth" smallint NOT NULL,
	CONSTRAINT "member_tree_pk" PRIMARY KEY("ancestor_id","descendant_id")
);
--> statement-breakpoint
CREATE TABLE "team_transfers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"from_member_id" bigint NOT NULL,
	"to_member_id" bigint NOT NULL,
	"amount_minor" bigint NOT NULL,
	"request_id" text NOT NULL,
	"transfer_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ledger_transfers" DROP CONSTRAINT "ledger_transfers_kind_ck";--> statement-breakpoint
ALTER TABLE "agent_invitations" ADD CONSTRAINT "agent_invitations_agent_id_members_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_permissions" ADD CONSTRAINT "agent_permissions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_tree" ADD CONSTRAINT "member_tree_ancestor_id_members_id_fk" FOREIGN KEY ("ancestor_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_tree" ADD CONSTRAINT "member_tree_descendant_id_members_id_fk" FOREIGN KEY ("descendant_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_transfers" ADD CONSTRAINT "team_transfers_from_member_id_members_id_fk" FOREIGN KEY ("from_member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_transfers" ADD CONSTRAINT "team_transfers_to_member_id_members_id_fk" FOREIGN KEY ("to_member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agent_invitations_code_uq" ON "agent_invitations" USING btree (upper("code"));--> statement-breakpoint
CREATE INDEX "agent_invitations_agent_idx" ON "agent_invitations" USING btree ("agent_id","created_at");--> statement-breakpoint
CREATE INDEX "member_tree_descendant_idx" ON "member_tree" USING btree ("descendant_id","depth");--> statement-breakpoint
CREATE UNIQUE INDEX "team_transfers_request_uq" ON "team_transfers" USING btree ("from_member_id","request_id");--> statement-breakpoint
CREATE INDEX "team_transfers_to_idx" ON "team_transfers" USING btree ("to_member_id","created_at");--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_kind_ck" CHECK ("ledger_transfers"."kind" in ('deposit', 'withdrawal_hold', 'withdrawal_paid', 'withdrawal_returned', 'bet', 'win', 'rollback', 'adjustment', 'correction', 'bonus', 'trial_funding', 'rebate', 'commission', 'lottery_bet', 'lottery_win', 'lottery_refund', 'lottery_reversal', 'team_transfer'));--> statement-breakpoint
CREATE FUNCTION "member_tree_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF NEW.parent_id IS NOT DISTINCT FROM OLD.parent_id THEN
      RETURN NEW;
    END IF;
    IF NEW.parent_id IS NOT NULL AND (NEW.parent_id = NEW.id OR EXISTS (
      SELECT 1 FROM member_tree WHERE ancestor_id = NEW.id AND descendant_id = NEW.parent_id
    )) THEN
      RAISE EXCEPTION 'member % cannot move under its own downline', NEW.id USING ERRCODE = '23514';
    END IF;
    DELETE FROM member_tree t
    WHERE t.descendant_id IN (SELECT NEW.id UNION ALL SELECT descendant_id FROM member_tree WHERE ancestor_id = NEW.id)
      AND t.ancestor_id NOT IN (SELECT NEW.id UNION ALL SELECT descendant_id FROM member_tree WHERE ancestor_id = NEW.id);
    IF NEW.parent_id IS NOT NULL THEN
      INSERT INTO member_tree (ancestor_id, descendant_id, depth)
      SELECT up.ancestor_id, down.descendant_id, (up.depth + down.depth)::smallint
      FROM (SELECT NEW.parent_id AS ancestor_id, 1 AS depth
            UNION ALL SELECT ancestor_id, depth + 1 FROM member_tree WHERE descendant_id = NEW.parent_id) up
      CROSS JOIN (SELECT NEW.id AS descendant_id, 0 AS depth
            UNION ALL SELECT descendant_id, depth FROM member_tree WHERE ancestor_id = NEW.id) down;
    END IF;
    RETURN NEW;
  END IF;
  IF NEW.parent_id IS NOT NULL THEN
    INSERT INTO member_tree (ancestor_id, descendant_id, depth)
    SELECT NEW.parent_id, NEW.id, 1
    UNION ALL
    SELECT ancestor_id, NEW.id, (depth + 1)::smallint FROM member_tree WHERE descendant_id = NEW.parent_id;
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "members_tree_sync" AFTER INSERT OR UPDATE OF "parent_id" ON "members" FOR EACH ROW EXECUTE FUNCTION "member_tree_sync"();
--> statement-breakpoint
INSERT INTO "member_tree" ("ancestor_id", "descendant_id", "depth")
WITH RECURSIVE up AS (
  SELECT id AS descendant_id, parent_id AS ancestor_id, 1 AS depth FROM members WHERE parent_id IS NOT NULL
  UNION ALL
  SELECT up.descendant_id, m.parent_id, up.depth + 1 FROM up JOIN members m ON m.id = up.ancestor_id
  WHERE m.parent_id IS NOT NULL AND up.depth < 1000
)
SELECT ancestor_id, descendant_id, depth::smallint FROM up;
