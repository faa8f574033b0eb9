CREATE TABLE "dataset_imports" (
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
CREATE TABLE "announcements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"import_id" uuid NOT NULL,
	"code" varchar(6) NOT NULL,
	"company" text NOT NULL,
	"exchange" text NOT NULL,
	"province" text NOT NULL,
	"announced_on" date NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"url" text,
	"search" "tsvector" NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "dataset_imports_active_key" ON "dataset_imports" USING btree ("dataset") WHERE active;--> statement-breakpoint
CREATE INDEX "announcements_search_idx" ON "announcements" USING gin ("search");--> statement-breakpoint
CREATE INDEX "announcements_list_idx" ON "announcements" USING btree ("import_id","announced_on" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "announcements_province_idx" ON "announcements" USING btree ("import_id","province","announced_on" DESC NULLS LAST);