CREATE TABLE "feature_license_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "feature_license_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"license_id" integer NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"user_id" integer NOT NULL,
	"user_name" text NOT NULL,
	"reason" text NOT NULL,
	"changes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "usage_ledger" ALTER COLUMN "product_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "usage_ledger" ALTER COLUMN "report_type" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "feature_licenses" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "feature_licenses" ADD COLUMN "options" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "usage_ledger" ADD COLUMN "usages_added" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "usage_ledger" ADD COLUMN "license_event_id" integer;--> statement-breakpoint
ALTER TABLE "feature_license_events" ADD CONSTRAINT "feature_license_events_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feature_license_events" ADD CONSTRAINT "feature_license_events_license_id_feature_licenses_id_fk" FOREIGN KEY ("license_id") REFERENCES "public"."feature_licenses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feature_license_events" ADD CONSTRAINT "feature_license_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feature_license_events_license_idx" ON "feature_license_events" USING btree ("account_id","license_id","at");--> statement-breakpoint
ALTER TABLE "usage_ledger" ADD CONSTRAINT "usage_ledger_license_event_id_feature_license_events_id_fk" FOREIGN KEY ("license_event_id") REFERENCES "public"."feature_license_events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- A license's history is account-owned: the same policy as every account-owned table (0015), so a
-- customer's transaction reads only its own licenses' history and staff's only after entering the account.
ALTER TABLE "feature_license_events" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY account_isolation ON "feature_license_events" TO qg_app USING (account_id = nullif(current_setting('qg.account_id', true), '')::integer OR current_setting('qg.all_accounts', true) = 'on') WITH CHECK (account_id = nullif(current_setting('qg.account_id', true), '')::integer OR current_setting('qg.all_accounts', true) = 'on');--> statement-breakpoint
-- The history is append-only, like the usage ledger.
CREATE TRIGGER feature_license_events_append_only BEFORE UPDATE OR DELETE ON "feature_license_events" FOR EACH ROW EXECUTE FUNCTION refuse_change();
