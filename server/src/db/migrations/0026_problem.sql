CREATE TABLE "problems" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"enterprise_org_id" uuid NOT NULL,
	"region_code" text NOT NULL,
	"category" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"expected_outcome" text DEFAULT '' NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"state" text NOT NULL,
	"instance_id" uuid,
	"holder_org_id" uuid,
	"office_org_id" uuid,
	"lead_unit_id" uuid,
	"co_unit_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"working_days" integer,
	"assigned_at" timestamp with time zone,
	"deadline" timestamp with time zone,
	"proposed_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"reply" text,
	"rating" text,
	"rated_at" timestamp with time zone,
	"supervised" boolean DEFAULT false NOT NULL,
	"escalation" integer DEFAULT 0 NOT NULL,
	"closed_late" boolean,
	"submitted_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "problems" ADD CONSTRAINT "problems_enterprise_org_id_orgs_id_fk" FOREIGN KEY ("enterprise_org_id") REFERENCES "public"."orgs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "problems" ADD CONSTRAINT "problems_holder_org_id_orgs_id_fk" FOREIGN KEY ("holder_org_id") REFERENCES "public"."orgs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "problems" ADD CONSTRAINT "problems_office_org_id_orgs_id_fk" FOREIGN KEY ("office_org_id") REFERENCES "public"."orgs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "problems" ADD CONSTRAINT "problems_lead_unit_id_orgs_id_fk" FOREIGN KEY ("lead_unit_id") REFERENCES "public"."orgs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "problems" ADD CONSTRAINT "problems_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "problems_updated_idx" ON "problems" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "problems_region_idx" ON "problems" USING btree ("region_code" text_pattern_ops,"updated_at");--> statement-breakpoint
CREATE INDEX "problems_state_idx" ON "problems" USING btree ("state","updated_at");--> statement-breakpoint
CREATE INDEX "problems_category_idx" ON "problems" USING btree ("category","updated_at");--> statement-breakpoint
CREATE INDEX "problems_enterprise_idx" ON "problems" USING btree ("enterprise_org_id","updated_at");--> statement-breakpoint
CREATE INDEX "problems_lead_unit_idx" ON "problems" USING btree ("lead_unit_id","updated_at");--> statement-breakpoint
CREATE INDEX "problems_co_units_idx" ON "problems" USING gin ("co_unit_ids");--> statement-breakpoint
CREATE INDEX "problems_holder_idx" ON "problems" USING btree ("holder_org_id","updated_at");--> statement-breakpoint
CREATE INDEX "problems_deadline_idx" ON "problems" USING btree ("deadline") WHERE "problems"."state" in ('assigned', 'extending') and "problems"."deadline" is not null;