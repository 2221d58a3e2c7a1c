CREATE TABLE "account_exports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "account_exports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"kind" text NOT NULL,
	"requested_by" integer,
	"reason" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"file" "bytea",
	"file_name" text,
	"token_hash" text,
	"expires_at" timestamp with time zone,
	"downloaded_at" timestamp with time zone,
	"ready_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purged_accounts" (
	"former_account_id" integer PRIMARY KEY NOT NULL,
	"purged_at" timestamp with time zone NOT NULL,
	"cause" text NOT NULL,
	"rows_removed" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "retention_notices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "retention_notices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"kind" text NOT NULL,
	"deletion_date" date NOT NULL,
	"email_message_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "retention_staff_settings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"email_alerts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"may_delete" boolean DEFAULT false NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "dormant_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "legal_hold_reason" text;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "legal_hold_set_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "legal_hold_set_by" integer;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "deleted_by" integer;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "deletion_reason" text;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "retention_assignee_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_sign_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "account_exports" ADD CONSTRAINT "account_exports_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retention_notices" ADD CONSTRAINT "retention_notices_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retention_staff_settings" ADD CONSTRAINT "retention_staff_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_exports_account_idx" ON "account_exports" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "account_exports_token_key" ON "account_exports" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "retention_notices_once_key" ON "retention_notices" USING btree ("account_id","kind","deletion_date");--> statement-breakpoint
CREATE INDEX "users_account_last_sign_in_idx" ON "users" USING btree ("account_id","last_sign_in_at");--> statement-breakpoint
-- Notices and exports are the account's data: the same policy as every account-owned table (0015).
ALTER TABLE "retention_notices" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY account_isolation ON "retention_notices" TO qg_app USING (account_id = nullif(current_setting('qg.account_id', true), '')::integer OR current_setting('qg.all_accounts', true) = 'on') WITH CHECK (account_id = nullif(current_setting('qg.account_id', true), '')::integer OR current_setting('qg.all_accounts', true) = 'on');--> statement-breakpoint
ALTER TABLE "account_exports" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY account_isolation ON "account_exports" TO qg_app USING (account_id = nullif(current_setting('qg.account_id', true), '')::integer OR current_setting('qg.all_accounts', true) = 'on') WITH CHECK (account_id = nullif(current_setting('qg.account_id', true), '')::integer OR current_setting('qg.all_accounts', true) = 'on');--> statement-breakpoint
-- Until now a sign-in was only audited: the last one of each user seeds the column, so no account
-- looks dormant merely because the column is new.
UPDATE "users" u SET "last_sign_in_at" = s.at FROM (SELECT user_id, max(at) AS at FROM audit_log WHERE action = 'auth.signIn' AND user_id IS NOT NULL GROUP BY user_id) s WHERE s.user_id = u.id;
