CREATE TABLE "report_periods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"label" text NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"due_on" date NOT NULL,
	"issued_by_org_id" uuid,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"report_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"state" text NOT NULL,
	"note" text NOT NULL,
	"content" jsonb NOT NULL,
	"actor_user_id" uuid,
	"actor_org_id" uuid,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"period_id" uuid,
	"org_id" uuid NOT NULL,
	"enterprise_id" uuid,
	"region_code" varchar(6) NOT NULL,
	"state" text NOT NULL,
	"due_on" date,
	"content" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"html" text,
	"title" text,
	"recipient_org_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"workflow_instance_id" uuid,
	"return_reason" text,
	"submitted_at" timestamp with time zone,
	"last_reminded_at" timestamp with time zone,
	"overdue_notified_on" date,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "report_periods" ADD CONSTRAINT "report_periods_issued_by_org_id_orgs_id_fk" FOREIGN KEY ("issued_by_org_id") REFERENCES "public"."orgs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_versions" ADD CONSTRAINT "report_versions_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_versions" ADD CONSTRAINT "report_versions_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_versions" ADD CONSTRAINT "report_versions_actor_org_id_orgs_id_fk" FOREIGN KEY ("actor_org_id") REFERENCES "public"."orgs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_period_id_report_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."report_periods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "report_periods_scheduled_key" ON "report_periods" USING btree ("kind","label") WHERE "report_periods"."issued_by_org_id" is null;--> statement-breakpoint
CREATE INDEX "report_periods_kind_idx" ON "report_periods" USING btree ("kind","starts_on" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "report_versions_key" ON "report_versions" USING btree ("report_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "reports_period_org_key" ON "reports" USING btree ("period_id","org_id");--> statement-breakpoint
CREATE INDEX "reports_period_region_idx" ON "reports" USING btree ("period_id","region_code" varchar_pattern_ops,"state");--> statement-breakpoint
CREATE INDEX "reports_org_idx" ON "reports" USING btree ("org_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reports_kind_region_idx" ON "reports" USING btree ("kind","region_code" varchar_pattern_ops,"created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reports_open_due_idx" ON "reports" USING btree ("due_on") WHERE "reports"."state" in ('OWED', 'DRAFT', 'RETURNED');