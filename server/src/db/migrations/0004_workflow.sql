CREATE TABLE "workflow_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"instance_id" uuid NOT NULL,
	"action" text NOT NULL,
	"actor_user_id" uuid,
	"actor_org_id" uuid,
	"comment" text,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"from_state" text,
	"to_state" text NOT NULL,
	"assignee_org_id" uuid,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workflow_instances" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"process" text NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" text NOT NULL,
	"title" text NOT NULL,
	"state" text NOT NULL,
	"open" boolean NOT NULL,
	"assignee_org_id" uuid,
	"submitter_org_id" uuid NOT NULL,
	"submitter_user_id" uuid,
	"deadline" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "workflow_history" ADD CONSTRAINT "workflow_history_instance_id_workflow_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."workflow_instances"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_history" ADD CONSTRAINT "workflow_history_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_history" ADD CONSTRAINT "workflow_history_actor_org_id_orgs_id_fk" FOREIGN KEY ("actor_org_id") REFERENCES "public"."orgs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_history" ADD CONSTRAINT "workflow_history_assignee_org_id_orgs_id_fk" FOREIGN KEY ("assignee_org_id") REFERENCES "public"."orgs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_instances" ADD CONSTRAINT "workflow_instances_assignee_org_id_orgs_id_fk" FOREIGN KEY ("assignee_org_id") REFERENCES "public"."orgs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_instances" ADD CONSTRAINT "workflow_instances_submitter_org_id_orgs_id_fk" FOREIGN KEY ("submitter_org_id") REFERENCES "public"."orgs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_instances" ADD CONSTRAINT "workflow_instances_submitter_user_id_users_id_fk" FOREIGN KEY ("submitter_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "workflow_history_instance_idx" ON "workflow_history" USING btree ("instance_id","id");--> statement-breakpoint
CREATE INDEX "workflow_history_actor_org_idx" ON "workflow_history" USING btree ("actor_org_id","instance_id");--> statement-breakpoint
CREATE INDEX "workflow_history_assignee_org_idx" ON "workflow_history" USING btree ("assignee_org_id","instance_id");--> statement-breakpoint
CREATE INDEX "workflow_instances_todo_idx" ON "workflow_instances" USING btree ("assignee_org_id","updated_at" DESC NULLS LAST) WHERE "workflow_instances"."open";--> statement-breakpoint
CREATE INDEX "workflow_instances_submitter_idx" ON "workflow_instances" USING btree ("submitter_org_id","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "workflow_instances_subject_idx" ON "workflow_instances" USING btree ("subject_type","subject_id");--> statement-breakpoint
-- Workflow history is append-only like the audit log (DESIGN §7, §9).
CREATE FUNCTION workflow_history_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'workflow_history is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER workflow_history_no_update_delete BEFORE UPDATE OR DELETE ON "workflow_history"
  FOR EACH ROW EXECUTE FUNCTION workflow_history_refuse_change();
--> statement-breakpoint
CREATE TRIGGER workflow_history_no_truncate BEFORE TRUNCATE ON "workflow_history"
  FOR EACH STATEMENT EXECUTE FUNCTION workflow_history_refuse_change();
