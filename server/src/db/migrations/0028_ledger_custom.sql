-- The pipeline board aggregates the ledgers' derived columns over a region subtree; a ledger row
-- also holds its jsonb document, so the board reads this narrow covering index (an index-only scan
-- by region prefix) and never the wide rows nor the enterprises.
CREATE INDEX IF NOT EXISTS "listing_ledgers_board_idx" ON "listing_ledgers" USING btree ("region_code" varchar_pattern_ops) INCLUDE ("stage", "status", "target_board", "due_on", "due_limit", "broken", "enterprise_id");
--> statement-breakpoint
-- A ledger's region follows its enterprise's, whichever module moves it (profile approval).
CREATE OR REPLACE FUNCTION listing_ledgers_follow_region() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "listing_ledgers" SET "region_code" = NEW."region_code" WHERE "enterprise_id" = NEW."id";
  RETURN NEW;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "listing_ledgers_follow_region" ON "enterprises";
--> statement-breakpoint
CREATE TRIGGER "listing_ledgers_follow_region" AFTER UPDATE OF "region_code" ON "enterprises"
  FOR EACH ROW WHEN (OLD."region_code" IS DISTINCT FROM NEW."region_code")
  EXECUTE FUNCTION listing_ledgers_follow_region();
