CREATE INDEX "listing_ledgers_broker_idx" ON "listing_ledgers" USING btree (("data" -> 'broker' ->> 'id'));--> statement-breakpoint
CREATE INDEX "listing_ledgers_law_firm_idx" ON "listing_ledgers" USING btree (("data" -> 'lawFirm' ->> 'id'));--> statement-breakpoint
CREATE INDEX "listing_ledgers_accounting_firm_idx" ON "listing_ledgers" USING btree (("data" -> 'accountingFirm' ->> 'id'));