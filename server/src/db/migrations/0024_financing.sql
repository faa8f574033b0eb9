CREATE TABLE "financing_match_steps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"match_id" uuid NOT NULL,
	"stage" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"org_id" uuid NOT NULL,
	"user_id" uuid,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "financing_matches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"need_id" uuid NOT NULL,
	"investor_org_id" uuid NOT NULL,
	"stage" text NOT NULL,
	"initiated_by" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "financing_needs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"org_region_code" varchar(6) NOT NULL,
	"title" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"kind" text NOT NULL,
	"use_of_funds" text NOT NULL,
	"stage" text NOT NULL,
	"round" text NOT NULL,
	"industry" text NOT NULL,
	"region_code" varchar(6) NOT NULL,
	"contact_name" text NOT NULL,
	"contact_phone" text NOT NULL,
	"visibility" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status" text NOT NULL,
	"published_at" timestamp with time zone,
	"workflow_instance_id" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "financing_preferences" (
	"org_id" uuid PRIMARY KEY NOT NULL,
	"industries" text[] DEFAULT '{}'::text[] NOT NULL,
	"stages" text[] DEFAULT '{}'::text[] NOT NULL,
	"region_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"min_amount" numeric(14, 2),
	"max_amount" numeric(14, 2),
	"note" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "roadshow_investors" (
	"roadshow_id" uuid NOT NULL,
	"org_id" uuid NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "roadshow_investors_roadshow_id_org_id_pk" PRIMARY KEY("roadshow_id","org_id")
);
--> statement-breakpoint
CREATE TABLE "roadshow_projects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"roadshow_id" uuid NOT NULL,
	"need_id" uuid NOT NULL,
	"status" text NOT NULL,
	"invited" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "roadshow_scores" (
	"project_id" uuid NOT NULL,
	"investor_org_id" uuid NOT NULL,
	"score" integer NOT NULL,
	"interested" boolean NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "roadshow_scores_project_id_investor_org_id_pk" PRIMARY KEY("project_id","investor_org_id")
);
--> statement-breakpoint
CREATE TABLE "roadshows" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"theme" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"place" text DEFAULT '' NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"industry" text DEFAULT '' NOT NULL,
	"stage" text,
	"description" text DEFAULT '' NOT NULL,
	"organiser_org_id" uuid NOT NULL,
	"region_code" varchar(6) NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "financing_match_steps" ADD CONSTRAINT "financing_match_steps_match_id_financing_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."financing_matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "financing_match_steps" ADD CONSTRAINT "financing_match_steps_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "financing_match_steps" ADD CONSTRAINT "financing_match_steps_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "financing_matches" ADD CONSTRAINT "financing_matches_need_id_financing_needs_id_fk" FOREIGN KEY ("need_id") REFERENCES "public"."financing_needs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "financing_matches" ADD CONSTRAINT "financing_matches_investor_org_id_orgs_id_fk" FOREIGN KEY ("investor_org_id") REFERENCES "public"."orgs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "financing_needs" ADD CONSTRAINT "financing_needs_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "financing_needs" ADD CONSTRAINT "financing_needs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "financing_preferences" ADD CONSTRAINT "financing_preferences_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roadshow_investors" ADD CONSTRAINT "roadshow_investors_roadshow_id_roadshows_id_fk" FOREIGN KEY ("roadshow_id") REFERENCES "public"."roadshows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roadshow_investors" ADD CONSTRAINT "roadshow_investors_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roadshow_projects" ADD CONSTRAINT "roadshow_projects_roadshow_id_roadshows_id_fk" FOREIGN KEY ("roadshow_id") REFERENCES "public"."roadshows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roadshow_projects" ADD CONSTRAINT "roadshow_projects_need_id_financing_needs_id_fk" FOREIGN KEY ("need_id") REFERENCES "public"."financing_needs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roadshow_scores" ADD CONSTRAINT "roadshow_scores_project_id_roadshow_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."roadshow_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roadshow_scores" ADD CONSTRAINT "roadshow_scores_investor_org_id_orgs_id_fk" FOREIGN KEY ("investor_org_id") REFERENCES "public"."orgs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roadshows" ADD CONSTRAINT "roadshows_organiser_org_id_orgs_id_fk" FOREIGN KEY ("organiser_org_id") REFERENCES "public"."orgs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "financing_match_steps_match_idx" ON "financing_match_steps" USING btree ("match_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "financing_matches_pair_key" ON "financing_matches" USING btree ("need_id","investor_org_id");--> statement-breakpoint
CREATE INDEX "financing_matches_investor_idx" ON "financing_matches" USING btree ("investor_org_id","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "financing_needs_org_idx" ON "financing_needs" USING btree ("org_id","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "financing_needs_scope_idx" ON "financing_needs" USING btree ("org_region_code","status");--> statement-breakpoint
CREATE INDEX "financing_needs_published_idx" ON "financing_needs" USING btree ("status","published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "roadshow_projects_need_key" ON "roadshow_projects" USING btree ("roadshow_id","need_id");--> statement-breakpoint
CREATE INDEX "roadshow_projects_need_idx" ON "roadshow_projects" USING btree ("need_id");--> statement-breakpoint
CREATE INDEX "roadshows_region_idx" ON "roadshows" USING btree ("region_code","starts_at" DESC NULLS LAST);