CREATE TABLE "articles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"category" text NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"cover_url" text,
	"body_html" text NOT NULL,
	"body_text" text NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"source" text DEFAULT '' NOT NULL,
	"author" text DEFAULT '' NOT NULL,
	"state" text DEFAULT 'DRAFT' NOT NULL,
	"publish_at" timestamp with time zone,
	"pinned" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "articles_category_check" CHECK ("articles"."category" in ('NEWS', 'WORK_DYNAMIC', 'FINANCING_DYNAMIC', 'POLICY', 'POLICY_CONSULTING', 'EXCHANGE_NEWS', 'GREEN_CHANNEL', 'COLLEGE', 'SERVICE_BASE', 'SEED_COMPANY', 'LAW', 'ABOUT')),
	CONSTRAINT "articles_state_check" CHECK ("articles"."state" in ('DRAFT', 'PUBLISHED', 'UNPUBLISHED'))
);
--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "articles_public_idx" ON "articles" USING btree ("category","pinned" DESC NULLS LAST,"sort_order","publish_at" DESC NULLS LAST) WHERE "articles"."state" = 'PUBLISHED';--> statement-breakpoint
CREATE INDEX "articles_admin_idx" ON "articles" USING btree ("category","updated_at" DESC NULLS LAST);