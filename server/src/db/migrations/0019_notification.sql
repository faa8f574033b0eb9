CREATE TABLE "notification_recipients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"notification_id" uuid NOT NULL,
	"org_id" uuid NOT NULL,
	"org_type" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"state" text DEFAULT 'UNREAD' NOT NULL,
	"read_at" timestamp with time zone,
	"receipted_at" timestamp with time zone,
	"receipted_by" uuid,
	"receipt_comment" text,
	"replied_at" timestamp with time zone,
	"replied_by" uuid,
	"reply" text,
	"reply_attachments" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"doc_number" text NOT NULL,
	"title" text NOT NULL,
	"urgency" text NOT NULL,
	"issuer_org_id" uuid NOT NULL,
	"body" text NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"recipient_org_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"enterprise_filter" jsonb,
	"requires_receipt" boolean NOT NULL,
	"requires_reply" boolean NOT NULL,
	"deadline" date,
	"status" text NOT NULL,
	"drafted_by" uuid,
	"sent_at" timestamp with time zone,
	"recipient_count" integer DEFAULT 0 NOT NULL,
	"read_count" integer DEFAULT 0 NOT NULL,
	"receipted_count" integer DEFAULT 0 NOT NULL,
	"replied_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notification_recipients" ADD CONSTRAINT "notification_recipients_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_recipients" ADD CONSTRAINT "notification_recipients_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_recipients" ADD CONSTRAINT "notification_recipients_receipted_by_users_id_fk" FOREIGN KEY ("receipted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_recipients" ADD CONSTRAINT "notification_recipients_replied_by_users_id_fk" FOREIGN KEY ("replied_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_issuer_org_id_orgs_id_fk" FOREIGN KEY ("issuer_org_id") REFERENCES "public"."orgs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_drafted_by_users_id_fk" FOREIGN KEY ("drafted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notification_recipients_key" ON "notification_recipients" USING btree ("notification_id","org_id");--> statement-breakpoint
CREATE INDEX "notification_recipients_org_idx" ON "notification_recipients" USING btree ("org_id","sent_at" DESC NULLS LAST,"notification_id");--> statement-breakpoint
CREATE INDEX "notification_recipients_state_idx" ON "notification_recipients" USING btree ("notification_id","state","id");--> statement-breakpoint
CREATE INDEX "notifications_issuer_idx" ON "notifications" USING btree ("issuer_org_id","updated_at" DESC NULLS LAST,"id");