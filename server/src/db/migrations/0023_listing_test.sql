CREATE TABLE "listing_tests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"as_of" varchar(10) NOT NULL,
	"rules_version" text NOT NULL,
	"source" text NOT NULL,
	"boards" text[] NOT NULL,
	"input" jsonb NOT NULL,
	"result" jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "listing_tests" ADD CONSTRAINT "listing_tests_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_tests" ADD CONSTRAINT "listing_tests_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_tests_org_idx" ON "listing_tests" USING btree ("org_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);