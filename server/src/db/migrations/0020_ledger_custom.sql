-- The pipeline board aggregates the ledgers' derived columns over a whole region; a ledger row also
-- holds its jsonb document, so the board reads this narrow covering index instead (an index-only
-- scan) and never the wide rows.
CREATE INDEX IF NOT EXISTS "listing_ledgers_board_idx" ON "listing_ledgers" USING btree ("enterprise_id") INCLUDE ("stage", "status", "target_board", "due_on", "due_limit", "broken");
