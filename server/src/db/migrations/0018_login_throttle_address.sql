-- Sign-in failures are counted per account name AND client address (issue 8 §4). Rows from before
-- get the empty address: no client has it, so they lock nobody but still count towards the captcha.
ALTER TABLE "login_throttle" DROP CONSTRAINT "login_throttle_pkey";--> statement-breakpoint
ALTER TABLE "login_throttle" ADD COLUMN "address" text NOT NULL DEFAULT '';--> statement-breakpoint
ALTER TABLE "login_throttle" ALTER COLUMN "address" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "login_throttle" ADD COLUMN "locks" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "login_throttle" ADD CONSTRAINT "login_throttle_account_key_address_pk" PRIMARY KEY("account_key","address");
