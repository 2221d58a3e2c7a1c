ALTER TABLE "account_exports" ADD COLUMN "failure_reason" text;--> statement-breakpoint
ALTER TABLE "account_exports" ADD COLUMN "email_message_id" integer;