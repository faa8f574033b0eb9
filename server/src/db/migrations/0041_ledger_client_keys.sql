DROP INDEX "listing_ledgers_broker_idx";--> statement-breakpoint
DROP INDEX "listing_ledgers_law_firm_idx";--> statement-breakpoint
DROP INDEX "listing_ledgers_accounting_firm_idx";--> statement-breakpoint
CREATE INDEX "listing_ledgers_broker_key_idx" ON "listing_ledgers" USING btree (coalesce("data" -> 'broker' ->> 'id', "data" -> 'broker' ->> 'name'));--> statement-breakpoint
CREATE INDEX "listing_ledgers_law_firm_key_idx" ON "listing_ledgers" USING btree (coalesce("data" -> 'lawFirm' ->> 'id', "data" -> 'lawFirm' ->> 'name'));--> statement-breakpoint
CREATE INDEX "listing_ledgers_accounting_firm_key_idx" ON "listing_ledgers" USING btree (coalesce("data" -> 'accountingFirm' ->> 'id', "data" -> 'accountingFirm' ->> 'name'));