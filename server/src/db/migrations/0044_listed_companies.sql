CREATE TABLE "listed_companies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"import_id" uuid NOT NULL,
	"stock_code" varchar(6) NOT NULL,
	"name" text NOT NULL,
	"exchange" text NOT NULL,
	"board" text NOT NULL,
	"province" varchar(6) NOT NULL,
	"city" text NOT NULL,
	"industry" text NOT NULL,
	"listed_on" date NOT NULL,
	"market_value" numeric(16, 4) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listed_financials" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"import_id" uuid NOT NULL,
	"stock_code" varchar(6) NOT NULL,
	"year" integer NOT NULL,
	"revenue" numeric(16, 4) NOT NULL,
	"net_profit" numeric(16, 4) NOT NULL,
	"total_assets" numeric(16, 4),
	"roe" numeric(16, 4),
	"rd_ratio" numeric(16, 4)
);
--> statement-breakpoint
ALTER TABLE "listed_companies" ADD CONSTRAINT "listed_companies_import_id_dataset_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."dataset_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listed_financials" ADD CONSTRAINT "listed_financials_import_id_dataset_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."dataset_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "listed_companies_key" ON "listed_companies" USING btree ("import_id","stock_code");--> statement-breakpoint
CREATE INDEX "listed_companies_province_idx" ON "listed_companies" USING btree ("import_id","province","city");--> statement-breakpoint
CREATE INDEX "listed_companies_listed_idx" ON "listed_companies" USING btree ("import_id","listed_on");--> statement-breakpoint
CREATE UNIQUE INDEX "listed_financials_key" ON "listed_financials" USING btree ("import_id","stock_code","year");--> statement-breakpoint
CREATE INDEX "listed_financials_year_idx" ON "listed_financials" USING btree ("import_id","year");