CREATE TABLE "export_configs" (
	"list_key" text PRIMARY KEY NOT NULL,
	"columns" text[] NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "usage_daily" (
	"day" date NOT NULL,
	"feature" text NOT NULL,
	"org_id" uuid NOT NULL,
	"org_type" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "usage_daily_day_feature_org_id_pk" PRIMARY KEY("day","feature","org_id")
);
--> statement-breakpoint
ALTER TABLE "industries" ADD COLUMN "enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "regions" ADD COLUMN "enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "strategic_industries" ADD COLUMN "enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "usage_daily" ADD CONSTRAINT "usage_daily_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "usage_daily_day_idx" ON "usage_daily" USING btree ("day");