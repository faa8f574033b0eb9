CREATE TABLE "listed_financial_totals" (
	"financials_import_id" uuid NOT NULL,
	"companies_import_id" uuid NOT NULL,
	"year" integer NOT NULL,
	"province" varchar(6) NOT NULL,
	"industry" text NOT NULL,
	"companies" integer NOT NULL,
	"revenue" numeric NOT NULL,
	"net_profit" numeric NOT NULL,
	"roe_sum" numeric,
	"roe_count" integer NOT NULL,
	"rd_spend" numeric,
	"rd_revenue" numeric,
	CONSTRAINT "listed_financial_totals_pk" PRIMARY KEY("financials_import_id","companies_import_id","year","province","industry")
);
--> statement-breakpoint
DROP INDEX "ipo_letter_questions_list_idx";--> statement-breakpoint
ALTER TABLE "listed_financial_totals" ADD CONSTRAINT "listed_financial_totals_financials_import_id_dataset_imports_id_fk" FOREIGN KEY ("financials_import_id") REFERENCES "public"."dataset_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listed_financial_totals" ADD CONSTRAINT "listed_financial_totals_companies_import_id_dataset_imports_id_fk" FOREIGN KEY ("companies_import_id") REFERENCES "public"."dataset_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ipo_letter_questions_category_idx" ON "ipo_letter_questions" USING btree ("import_id","category");--> statement-breakpoint
CREATE INDEX "ipo_letter_questions_list_idx" ON "ipo_letter_questions" USING btree ("import_id","letter_date" DESC NULLS LAST,"company_name","round","number");