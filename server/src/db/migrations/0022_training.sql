CREATE TABLE "training_enrolments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"training_id" uuid NOT NULL,
	"org_id" uuid NOT NULL,
	"user_id" uuid,
	"name" text NOT NULL,
	"mobile" varchar(20) NOT NULL,
	"position" text DEFAULT '' NOT NULL,
	"status" text NOT NULL,
	"workflow_instance_id" uuid,
	"attended_at" timestamp with time zone,
	"rating" smallint,
	"comment" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "training_enrolments_status_check" CHECK ("training_enrolments"."status" in ('PENDING', 'APPROVED', 'WAITLISTED', 'REFUSED', 'CANCELLED')),
	CONSTRAINT "training_enrolments_rating_check" CHECK ("training_enrolments"."rating" is null or "training_enrolments"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "trainings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"organiser" text NOT NULL,
	"co_organisers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"office_org_id" uuid NOT NULL,
	"region_code" varchar(6) NOT NULL,
	"audience_grades" text[] DEFAULT '{}'::text[] NOT NULL,
	"audience_stages" text[] DEFAULT '{}'::text[] NOT NULL,
	"audience_regions" text[] NOT NULL,
	"audience_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"mode" text NOT NULL,
	"place" text DEFAULT '' NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"capacity" integer NOT NULL,
	"enrol_from" timestamp with time zone NOT NULL,
	"enrol_until" timestamp with time zone NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"materials" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"needs_review" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"sign_in_code" varchar(6) NOT NULL,
	"published_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "trainings_status_check" CHECK ("trainings"."status" in ('DRAFT', 'PUBLISHED', 'CANCELLED')),
	CONSTRAINT "trainings_capacity_check" CHECK ("trainings"."capacity" > 0)
);
--> statement-breakpoint
ALTER TABLE "training_enrolments" ADD CONSTRAINT "training_enrolments_training_id_trainings_id_fk" FOREIGN KEY ("training_id") REFERENCES "public"."trainings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_enrolments" ADD CONSTRAINT "training_enrolments_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_enrolments" ADD CONSTRAINT "training_enrolments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trainings" ADD CONSTRAINT "trainings_office_org_id_orgs_id_fk" FOREIGN KEY ("office_org_id") REFERENCES "public"."orgs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trainings" ADD CONSTRAINT "trainings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "training_enrolments_training_idx" ON "training_enrolments" USING btree ("training_id","status","created_at");--> statement-breakpoint
CREATE INDEX "training_enrolments_org_idx" ON "training_enrolments" USING btree ("org_id","created_at");--> statement-breakpoint
CREATE INDEX "trainings_region_idx" ON "trainings" USING btree ("region_code","starts_at");--> statement-breakpoint
CREATE INDEX "trainings_status_idx" ON "trainings" USING btree ("status","starts_at");