CREATE TABLE "dataset_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dataset" text NOT NULL,
	"file_name" text NOT NULL,
	"source_name" text NOT NULL,
	"as_of" date NOT NULL,
	"synthetic" boolean DEFAULT false NOT NULL,
	"origin" text DEFAULT 'UPLOAD' NOT NULL,
	"rows" integer NOT NULL,
	"active" boolean DEFAULT false NOT NULL,
	"imported_at" timestamp with time zone NOT NULL,
	"imported_by" uuid,
	CONSTRAINT "dataset_imports_origin_check" CHECK ("dataset_imports"."origin" in ('UPLOAD', 'URL', 'SEED'))
);
--> statement-breakpoint
-- The IPO datasets' versions move to the shared table (platform/datasets), keeping their ids, so
-- the cases and letters they own stay theirs.
INSERT INTO "dataset_imports" ("id", "dataset", "file_name", "source_name", "as_of", "synthetic", "origin", "rows", "active", "imported_at", "imported_by")
SELECT "id", "dataset", "file_name", "source_name", "as_of", "synthetic",
  CASE WHEN "imported_by" IS NULL AND "synthetic" THEN 'SEED' ELSE 'UPLOAD' END,
  "rows", "active", "imported_at", "imported_by" FROM "ipo_imports";--> statement-breakpoint
ALTER TABLE "ipo_cases" DROP CONSTRAINT "ipo_cases_import_id_ipo_imports_id_fk";
--> statement-breakpoint
ALTER TABLE "ipo_letter_questions" DROP CONSTRAINT "ipo_letter_questions_import_id_ipo_imports_id_fk";
--> statement-breakpoint
DROP TABLE "ipo_imports";--> statement-breakpoint
CREATE TABLE "dataset_refreshes" (
	"dataset" text PRIMARY KEY NOT NULL,
	"url" text,
	"source_name" text,
	"enabled" boolean DEFAULT false NOT NULL,
	"every_hours" integer DEFAULT 24 NOT NULL,
	"last_run_at" timestamp with time zone,
	"last_error" text,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
ALTER TABLE "dataset_imports" ADD CONSTRAINT "dataset_imports_imported_by_users_id_fk" FOREIGN KEY ("imported_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dataset_refreshes" ADD CONSTRAINT "dataset_refreshes_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dataset_imports_dataset_idx" ON "dataset_imports" USING btree ("dataset","imported_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "dataset_imports_active_key" ON "dataset_imports" USING btree ("dataset") WHERE active;--> statement-breakpoint
ALTER TABLE "ipo_cases" ADD CONSTRAINT "ipo_cases_import_id_dataset_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."dataset_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ipo_letter_questions" ADD CONSTRAINT "ipo_letter_questions_import_id_dataset_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."dataset_imports"("id") ON DELETE cascade ON UPDATE no action;