ALTER TABLE "audit_log" ADD COLUMN "outcome" text DEFAULT 'ok' NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "request_id" text;