CREATE TABLE "live_session_signals" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "live_session_signals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"session_id" integer NOT NULL,
	"from_role" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "live_session_signals" ADD CONSTRAINT "live_session_signals_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_session_signals" ADD CONSTRAINT "live_session_signals_session_id_administration_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."administration_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_session_signals_created_idx" ON "live_session_signals" USING btree ("created_at");--> statement-breakpoint
-- Row-level security as on the other live tables (0032): the account's rows only, and, for a user
-- limited to their legitimate interest, only the signalling of sessions they may see.
ALTER TABLE "live_session_signals" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY account_isolation ON "live_session_signals" TO qg_app USING (account_id = nullif(current_setting('qg.account_id', true), '')::integer OR current_setting('qg.all_accounts', true) = 'on') WITH CHECK (account_id = nullif(current_setting('qg.account_id', true), '')::integer OR current_setting('qg.all_accounts', true) = 'on');--> statement-breakpoint
CREATE POLICY legitimate_interest ON "live_session_signals" AS RESTRICTIVE TO qg_app USING (qg_interest_user() IS NULL OR EXISTS (SELECT 1 FROM administration_sessions s WHERE s.id = live_session_signals.session_id));
