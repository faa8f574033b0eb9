CREATE TABLE "listing_ledger_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"enterprise_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"source" text NOT NULL,
	"changes" jsonb NOT NULL,
	"actor_user_id" uuid,
	"actor_org_id" uuid,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listing_ledgers" (
	"enterprise_id" uuid PRIMARY KEY NOT NULL,
	"version" integer NOT NULL,
	"region_code" varchar(6) NOT NULL,
	"data" jsonb NOT NULL,
	"stage" text NOT NULL,
	"status" text NOT NULL,
	"target_board" text,
	"stage_since" date,
	"due_on" date,
	"due_limit" text,
	"broken" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "listing_ledger_changes" ADD CONSTRAINT "listing_ledger_changes_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_ledger_changes" ADD CONSTRAINT "listing_ledger_changes_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_ledger_changes" ADD CONSTRAINT "listing_ledger_changes_actor_org_id_orgs_id_fk" FOREIGN KEY ("actor_org_id") REFERENCES "public"."orgs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_ledgers" ADD CONSTRAINT "listing_ledgers_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_ledger_changes_enterprise_idx" ON "listing_ledger_changes" USING btree ("enterprise_id","version" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "listing_ledgers_stage_idx" ON "listing_ledgers" USING btree ("stage","status");--> statement-breakpoint
CREATE INDEX "listing_ledgers_due_idx" ON "listing_ledgers" USING btree ("due_on");--> statement-breakpoint
CREATE INDEX "listing_ledgers_updated_idx" ON "listing_ledgers" USING btree ("updated_at" DESC NULLS LAST,"enterprise_id" DESC NULLS LAST);