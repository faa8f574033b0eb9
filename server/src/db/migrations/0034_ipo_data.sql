CREATE TABLE "ipo_cases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"import_id" uuid NOT NULL,
	"company_name" text NOT NULL,
	"credit_code" varchar(18),
	"board" text NOT NULL,
	"province" text NOT NULL,
	"industry" text NOT NULL,
	"sponsor" text NOT NULL,
	"law_firm" text NOT NULL,
	"accountant" text NOT NULL,
	"status" text NOT NULL,
	"accepted_on" date NOT NULL,
	"inquired_on" date,
	"committee_on" date,
	"registered_on" date,
	"listed_on" date,
	"terminated_on" date,
	"funds_raised" numeric(12, 2),
	"questions" text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ipo_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dataset" text NOT NULL,
	"file_name" text NOT NULL,
	"source_name" text NOT NULL,
	"as_of" date NOT NULL,
	"synthetic" boolean DEFAULT false NOT NULL,
	"rows" integer NOT NULL,
	"active" boolean DEFAULT false NOT NULL,
	"imported_at" timestamp with time zone NOT NULL,
	"imported_by" uuid
);
--> statement-breakpoint
CREATE TABLE "ipo_letter_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"import_id" uuid NOT NULL,
	"company_name" text NOT NULL,
	"board" text NOT NULL,
	"round" integer NOT NULL,
	"letter_date" date NOT NULL,
	"number" integer NOT NULL,
	"category" text NOT NULL,
	"question" text NOT NULL,
	"search" "tsvector" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ipo_cases" ADD CONSTRAINT "ipo_cases_import_id_ipo_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."ipo_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ipo_imports" ADD CONSTRAINT "ipo_imports_imported_by_users_id_fk" FOREIGN KEY ("imported_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ipo_letter_questions" ADD CONSTRAINT "ipo_letter_questions_import_id_ipo_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."ipo_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ipo_cases_key" ON "ipo_cases" USING btree ("import_id","company_name","board");--> statement-breakpoint
CREATE INDEX "ipo_cases_accepted_idx" ON "ipo_cases" USING btree ("import_id","accepted_on" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "ipo_cases_listed_idx" ON "ipo_cases" USING btree ("import_id","listed_on");--> statement-breakpoint
CREATE INDEX "ipo_imports_dataset_idx" ON "ipo_imports" USING btree ("dataset","imported_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "ipo_imports_active_key" ON "ipo_imports" USING btree ("dataset") WHERE active;--> statement-breakpoint
CREATE UNIQUE INDEX "ipo_letter_questions_key" ON "ipo_letter_questions" USING btree ("import_id","company_name","board","round","number");--> statement-breakpoint
CREATE INDEX "ipo_letter_questions_search_idx" ON "ipo_letter_questions" USING gin ("search");--> statement-breakpoint
CREATE INDEX "ipo_letter_questions_list_idx" ON "ipo_letter_questions" USING btree ("import_id","letter_date" DESC NULLS LAST,"id");