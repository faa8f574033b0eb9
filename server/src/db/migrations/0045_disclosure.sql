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
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_import_id_dataset_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."dataset_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "announcements_search_idx" ON "announcements" USING gin ("search");--> statement-breakpoint
CREATE INDEX "announcements_list_idx" ON "announcements" USING btree ("import_id","announced_on" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "announcements_province_idx" ON "announcements" USING btree ("import_id","province","announced_on" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "announcements_type_idx" ON "announcements" USING btree ("import_id","type","announced_on" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "announcements_exchange_idx" ON "announcements" USING btree ("import_id","exchange","announced_on" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "announcements_company_idx" ON "announcements" USING btree ("import_id","province","code");