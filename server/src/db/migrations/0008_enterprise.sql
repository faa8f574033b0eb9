CREATE TABLE "enterprise_grade_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"enterprise_id" uuid NOT NULL,
	"from_grades" text[] NOT NULL,
	"to_grades" text[] NOT NULL,
	"from_shortcut" boolean NOT NULL,
	"to_shortcut" boolean NOT NULL,
	"reason" text NOT NULL,
	"actor_user_id" uuid,
	"actor_org_id" uuid,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enterprises" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"name" text NOT NULL,
	"credit_code" varchar(18) NOT NULL,
	"region_code" varchar(6) NOT NULL,
	"industry_code_path" varchar(16),
	"strategic_industry_code" varchar(16),
	"stage" text,
	"target_board" text,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"current_version_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "institutions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"type" text NOT NULL,
	"group" text NOT NULL,
	"name" text NOT NULL,
	"credit_code" varchar(18),
	"region_code" varchar(6),
	"introduction" text,
	"services" text[] DEFAULT '{}'::text[] NOT NULL,
	"preferred_industries" text[] DEFAULT '{}'::text[] NOT NULL,
	"preferred_stages" text[] DEFAULT '{}'::text[] NOT NULL,
	"current_version_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profile_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"number" integer,
	"status" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"submitted_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"decided_by" uuid,
	"decided_by_org" uuid,
	"comment" text,
	"workflow_instance_id" uuid,
	CONSTRAINT "profile_versions_status_check" CHECK ("profile_versions"."status" in ('DRAFT', 'SUBMITTED', 'REJECTED', 'APPROVED')),
	CONSTRAINT "profile_versions_subject_check" CHECK ("profile_versions"."subject_type" in ('enterprise', 'institution'))
);
--> statement-breakpoint
ALTER TABLE "enterprise_grade_changes" ADD CONSTRAINT "enterprise_grade_changes_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enterprise_grade_changes" ADD CONSTRAINT "enterprise_grade_changes_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enterprise_grade_changes" ADD CONSTRAINT "enterprise_grade_changes_actor_org_id_orgs_id_fk" FOREIGN KEY ("actor_org_id") REFERENCES "public"."orgs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enterprises" ADD CONSTRAINT "enterprises_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enterprises" ADD CONSTRAINT "enterprises_region_code_regions_code_fk" FOREIGN KEY ("region_code") REFERENCES "public"."regions"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enterprises" ADD CONSTRAINT "enterprises_current_version_id_profile_versions_id_fk" FOREIGN KEY ("current_version_id") REFERENCES "public"."profile_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "institutions" ADD CONSTRAINT "institutions_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "institutions" ADD CONSTRAINT "institutions_region_code_regions_code_fk" FOREIGN KEY ("region_code") REFERENCES "public"."regions"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "institutions" ADD CONSTRAINT "institutions_current_version_id_profile_versions_id_fk" FOREIGN KEY ("current_version_id") REFERENCES "public"."profile_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_versions" ADD CONSTRAINT "profile_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_versions" ADD CONSTRAINT "profile_versions_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_versions" ADD CONSTRAINT "profile_versions_decided_by_org_orgs_id_fk" FOREIGN KEY ("decided_by_org") REFERENCES "public"."orgs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_versions" ADD CONSTRAINT "profile_versions_workflow_instance_id_workflow_instances_id_fk" FOREIGN KEY ("workflow_instance_id") REFERENCES "public"."workflow_instances"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enterprise_grade_changes_enterprise_idx" ON "enterprise_grade_changes" USING btree ("enterprise_id","at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "enterprise_grade_changes_at_idx" ON "enterprise_grade_changes" USING btree ("at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "enterprises_org_key" ON "enterprises" USING btree ("org_id");--> statement-breakpoint
CREATE UNIQUE INDEX "enterprises_credit_code_key" ON "enterprises" USING btree ("credit_code");--> statement-breakpoint
CREATE INDEX "enterprises_region_idx" ON "enterprises" USING btree ("region_code" varchar_pattern_ops,"updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "enterprises_updated_idx" ON "enterprises" USING btree ("updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "enterprises_industry_idx" ON "enterprises" USING btree ("industry_code_path" varchar_pattern_ops);--> statement-breakpoint
CREATE INDEX "enterprises_strategic_idx" ON "enterprises" USING btree ("strategic_industry_code" varchar_pattern_ops);--> statement-breakpoint
CREATE INDEX "enterprises_stage_idx" ON "enterprises" USING btree ("stage","target_board");--> statement-breakpoint
CREATE INDEX "enterprises_tags_idx" ON "enterprises" USING gin ("tags");--> statement-breakpoint
CREATE UNIQUE INDEX "institutions_org_key" ON "institutions" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "institutions_group_idx" ON "institutions" USING btree ("group","type","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "institutions_services_idx" ON "institutions" USING gin ("services");--> statement-breakpoint
CREATE UNIQUE INDEX "profile_versions_open_key" ON "profile_versions" USING btree ("subject_type","subject_id") WHERE "profile_versions"."status" in ('DRAFT', 'SUBMITTED', 'REJECTED');--> statement-breakpoint
CREATE UNIQUE INDEX "profile_versions_number_key" ON "profile_versions" USING btree ("subject_type","subject_id","number") WHERE "profile_versions"."number" is not null;--> statement-breakpoint
CREATE INDEX "profile_versions_status_idx" ON "profile_versions" USING btree ("subject_type","status","submitted_at");