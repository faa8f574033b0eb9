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
CREATE TABLE "policy_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"policy_id" uuid NOT NULL,
	"enterprise_id" uuid NOT NULL,
	"region_code" varchar(6) NOT NULL,
	"told_at" timestamp with time zone NOT NULL,
	"told_by" uuid,
	"told_by_org" uuid NOT NULL,
	"read_at" timestamp with time zone,
	"applied_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "support_policies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"article_id" uuid,
	"region_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"industry_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"grades" text[] DEFAULT '{}'::text[] NOT NULL,
	"stages" text[] DEFAULT '{}'::text[] NOT NULL,
	"min_employees" integer,
	"max_employees" integer,
	"min_revenue" double precision,
	"max_revenue" double precision,
	"owner_org_id" uuid NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "regulatory_measures" ADD CONSTRAINT "regulatory_measures_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regulatory_measures" ADD CONSTRAINT "regulatory_measures_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_records" ADD CONSTRAINT "policy_records_policy_id_support_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."support_policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_records" ADD CONSTRAINT "policy_records_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_records" ADD CONSTRAINT "policy_records_told_by_users_id_fk" FOREIGN KEY ("told_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_records" ADD CONSTRAINT "policy_records_told_by_org_orgs_id_fk" FOREIGN KEY ("told_by_org") REFERENCES "public"."orgs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_policies" ADD CONSTRAINT "support_policies_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_policies" ADD CONSTRAINT "support_policies_owner_org_id_orgs_id_fk" FOREIGN KEY ("owner_org_id") REFERENCES "public"."orgs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "regulatory_measures_institution_idx" ON "regulatory_measures" USING btree ("institution_id","decided_on" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "policy_records_policy_enterprise_key" ON "policy_records" USING btree ("policy_id","enterprise_id");--> statement-breakpoint
CREATE INDEX "policy_records_region_idx" ON "policy_records" USING btree ("region_code" varchar_pattern_ops,"told_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "policy_records_enterprise_idx" ON "policy_records" USING btree ("enterprise_id","told_at" DESC NULLS LAST);