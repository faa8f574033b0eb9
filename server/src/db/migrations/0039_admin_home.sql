CREATE TABLE "job_runs" (
	"name" text PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"outcome" text,
	"last_success_at" timestamp with time zone,
	"last_failure_at" timestamp with time zone,
	"last_error" text,
	"consecutive_failures" integer DEFAULT 0 NOT NULL,
	"process" text NOT NULL,
	CONSTRAINT "job_runs_outcome_check" CHECK ("job_runs"."outcome" in ('OK', 'FAILED'))
);
--> statement-breakpoint
CREATE INDEX "users_disabled_idx" ON "users" USING btree ("org_id") WHERE "users"."status" = 'DISABLED';