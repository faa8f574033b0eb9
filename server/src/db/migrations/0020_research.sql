CREATE TABLE "research_letters" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"issuing_org_id" uuid NOT NULL,
	"issuing_region_code" varchar(6) NOT NULL,
	"subject" text NOT NULL,
	"intro" text DEFAULT '' NOT NULL,
	"questions" jsonb NOT NULL,
	"recipients" jsonb NOT NULL,
	"deadline" date NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"workflow_instance_id" uuid,
	"sent_at" timestamp with time zone,
	"last_reminded_at" timestamp with time zone,
	"recipient_count" integer DEFAULT 0 NOT NULL,
	"read_count" integer DEFAULT 0 NOT NULL,
	"replied_count" integer DEFAULT 0 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "research_recipients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"letter_id" uuid NOT NULL,
	"org_id" uuid NOT NULL,
	"region_code" varchar(6),
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"read_at" timestamp with time zone,
	"draft_saved_at" timestamp with time zone,
	"replied_at" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "research_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"region_code" varchar(6) NOT NULL,
	"office_org_id" uuid NOT NULL,
	"visit_date" date NOT NULL,
	"visitors" text NOT NULL,
	"form" text NOT NULL,
	"participants" text DEFAULT '' NOT NULL,
	"notes" text NOT NULL,
	"problems" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"follow_up_date" date,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"workflow_instance_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "research_letters" ADD CONSTRAINT "research_letters_issuing_org_id_orgs_id_fk" FOREIGN KEY ("issuing_org_id") REFERENCES "public"."orgs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_letters" ADD CONSTRAINT "research_letters_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_recipients" ADD CONSTRAINT "research_recipients_letter_id_research_letters_id_fk" FOREIGN KEY ("letter_id") REFERENCES "public"."research_letters"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_recipients" ADD CONSTRAINT "research_recipients_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_records" ADD CONSTRAINT "research_records_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_records" ADD CONSTRAINT "research_records_office_org_id_orgs_id_fk" FOREIGN KEY ("office_org_id") REFERENCES "public"."orgs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_records" ADD CONSTRAINT "research_records_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "research_letters_number_key" ON "research_letters" USING btree ("issuing_org_id","number");--> statement-breakpoint
CREATE INDEX "research_letters_region_idx" ON "research_letters" USING btree ("issuing_region_code" varchar_pattern_ops,"updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "research_letters_updated_idx" ON "research_letters" USING btree ("updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "research_recipients_letter_org_key" ON "research_recipients" USING btree ("letter_id","org_id");--> statement-breakpoint
CREATE INDEX "research_recipients_letter_idx" ON "research_recipients" USING btree ("letter_id","replied_at","read_at","id");--> statement-breakpoint
CREATE INDEX "research_recipients_org_idx" ON "research_recipients" USING btree ("org_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "research_records_region_idx" ON "research_records" USING btree ("region_code" varchar_pattern_ops,"visit_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "research_records_org_idx" ON "research_records" USING btree ("org_id","visit_date" DESC NULLS LAST);