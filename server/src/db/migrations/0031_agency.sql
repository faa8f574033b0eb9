CREATE TABLE "regulatory_measures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"institution_id" uuid NOT NULL,
	"measure" text NOT NULL,
	"source" text NOT NULL,
	"decided_on" date NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "regulatory_measures" ADD CONSTRAINT "regulatory_measures_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regulatory_measures" ADD CONSTRAINT "regulatory_measures_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "regulatory_measures_institution_idx" ON "regulatory_measures" USING btree ("institution_id","decided_on" DESC NULLS LAST);