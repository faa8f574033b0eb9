CREATE TABLE "reorg_cases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"import_id" uuid NOT NULL,
	"title" text NOT NULL,
	"company_name" text NOT NULL,
	"stock_code" text NOT NULL,
	"target_name" text NOT NULL,
	"type" text NOT NULL,
	"industry" text NOT NULL,
	"province" text NOT NULL,
	"price" numeric(14, 2),
	"payment" text NOT NULL,
	"announced_on" date NOT NULL,
	"status" text NOT NULL,
	"background" text NOT NULL,
	"plan" text NOT NULL,
	"questions" text[] NOT NULL,
	"outcome" text NOT NULL,
	"lessons" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reorg_deals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"import_id" uuid NOT NULL,
	"company_name" text NOT NULL,
	"stock_code" text NOT NULL,
	"target_name" text NOT NULL,
	"type" text NOT NULL,
	"counterparties" text NOT NULL,
	"price" numeric(14, 2),
	"payment" text NOT NULL,
	"industry" text NOT NULL,
	"province" text NOT NULL,
	"announced_on" date NOT NULL,
	"status" text NOT NULL,
	"completed_on" date,
	"terminated_on" date
);
--> statement-breakpoint
CREATE TABLE "reorg_targets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"import_id" uuid NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"industry" text NOT NULL,
	"province" text NOT NULL,
	"seller" text NOT NULL,
	"asking_price" numeric(14, 2),
	"status" text NOT NULL,
	"listed_on" date NOT NULL,
	"contact_office" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reorg_cases" ADD CONSTRAINT "reorg_cases_import_id_dataset_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."dataset_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reorg_deals" ADD CONSTRAINT "reorg_deals_import_id_dataset_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."dataset_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reorg_targets" ADD CONSTRAINT "reorg_targets_import_id_dataset_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."dataset_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reorg_cases_key" ON "reorg_cases" USING btree ("import_id","title");--> statement-breakpoint
CREATE INDEX "reorg_cases_list_idx" ON "reorg_cases" USING btree ("import_id","announced_on" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE UNIQUE INDEX "reorg_deals_key" ON "reorg_deals" USING btree ("import_id","stock_code","target_name","announced_on");--> statement-breakpoint
CREATE INDEX "reorg_deals_list_idx" ON "reorg_deals" USING btree ("import_id","announced_on" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "reorg_deals_province_idx" ON "reorg_deals" USING btree ("import_id","province");--> statement-breakpoint
CREATE UNIQUE INDEX "reorg_targets_key" ON "reorg_targets" USING btree ("import_id","name","seller");--> statement-breakpoint
CREATE INDEX "reorg_targets_list_idx" ON "reorg_targets" USING btree ("import_id","listed_on" DESC NULLS LAST,"id");