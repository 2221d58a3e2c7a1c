CREATE TABLE "live_session_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "live_session_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"session_id" integer NOT NULL,
	"sequence" integer NOT NULL,
	"type" text NOT NULL,
	"body" jsonb NOT NULL,
	"by" text NOT NULL,
	"participant_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_session_participants" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "live_session_participants_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"session_id" integer NOT NULL,
	"role" text NOT NULL,
	"user_id" integer,
	"remote_link_id" integer,
	"name" text NOT NULL,
	"first_joined_at" timestamp with time zone,
	"last_seen_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stimulus_book_files" (
	"book_id" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"sha256" text NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stimulus_book_files_book_id_file_name_pk" PRIMARY KEY("book_id","file_name")
);
--> statement-breakpoint
CREATE TABLE "stimulus_books" (
	"id" text PRIMARY KEY NOT NULL,
	"product_id" text,
	"version" integer NOT NULL,
	"definition" jsonb NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_by" integer
);
--> statement-breakpoint
ALTER TABLE "administration_sessions" ADD COLUMN "delivery" text DEFAULT 'link' NOT NULL;--> statement-breakpoint
ALTER TABLE "administration_sessions" ADD COLUMN "status" text;--> statement-breakpoint
ALTER TABLE "administration_sessions" ADD COLUMN "scheduled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "administration_sessions" ADD COLUMN "duration_minutes" integer;--> statement-breakpoint
ALTER TABLE "administration_sessions" ADD COLUMN "locale" text;--> statement-breakpoint
ALTER TABLE "administration_sessions" ADD COLUMN "examiner_id" integer;--> statement-breakpoint
ALTER TABLE "administration_sessions" ADD COLUMN "video_mode" text;--> statement-breakpoint
ALTER TABLE "administration_sessions" ADD COLUMN "video_url" text;--> statement-breakpoint
ALTER TABLE "administration_sessions" ADD COLUMN "license_validated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "administration_sessions" ADD COLUMN "started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "administration_sessions" ADD COLUMN "ended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "administration_sessions" ADD COLUMN "last_sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "live_session_events" ADD CONSTRAINT "live_session_events_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_session_events" ADD CONSTRAINT "live_session_events_session_id_administration_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."administration_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_session_events" ADD CONSTRAINT "live_session_events_participant_id_live_session_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."live_session_participants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_session_participants" ADD CONSTRAINT "live_session_participants_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_session_participants" ADD CONSTRAINT "live_session_participants_session_id_administration_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."administration_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_session_participants" ADD CONSTRAINT "live_session_participants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_session_participants" ADD CONSTRAINT "live_session_participants_remote_link_id_remote_links_id_fk" FOREIGN KEY ("remote_link_id") REFERENCES "public"."remote_links"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stimulus_book_files" ADD CONSTRAINT "stimulus_book_files_book_id_stimulus_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."stimulus_books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stimulus_books" ADD CONSTRAINT "stimulus_books_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "live_session_events_sequence_key" ON "live_session_events" USING btree ("session_id","sequence");--> statement-breakpoint
CREATE INDEX "live_session_participants_session_idx" ON "live_session_participants" USING btree ("session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "live_session_participants_link_key" ON "live_session_participants" USING btree ("remote_link_id");--> statement-breakpoint
ALTER TABLE "administration_sessions" ADD CONSTRAINT "administration_sessions_examiner_id_users_id_fk" FOREIGN KEY ("examiner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "administration_sessions_live_idx" ON "administration_sessions" USING btree ("account_id","scheduled_at") WHERE "administration_sessions"."delivery" = 'live';--> statement-breakpoint
ALTER TABLE "administration_sessions" ADD CONSTRAINT "administration_sessions_live_fields" CHECK ("delivery" = 'link' OR ("status" IS NOT NULL AND "scheduled_at" IS NOT NULL AND "duration_minutes" IS NOT NULL AND "locale" IS NOT NULL AND "examiner_id" IS NOT NULL AND "video_mode" IS NOT NULL));--> statement-breakpoint
ALTER TABLE "live_session_participants" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY account_isolation ON "live_session_participants" TO qg_app USING (account_id = nullif(current_setting('qg.account_id', true), '')::integer OR current_setting('qg.all_accounts', true) = 'on') WITH CHECK (account_id = nullif(current_setting('qg.account_id', true), '')::integer OR current_setting('qg.all_accounts', true) = 'on');--> statement-breakpoint
ALTER TABLE "live_session_events" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY account_isolation ON "live_session_events" TO qg_app USING (account_id = nullif(current_setting('qg.account_id', true), '')::integer OR current_setting('qg.all_accounts', true) = 'on') WITH CHECK (account_id = nullif(current_setting('qg.account_id', true), '')::integer OR current_setting('qg.all_accounts', true) = 'on');--> statement-breakpoint
CREATE POLICY legitimate_interest ON "live_session_participants" AS RESTRICTIVE TO qg_app USING (qg_interest_user() IS NULL OR EXISTS (SELECT 1 FROM administration_sessions s WHERE s.id = live_session_participants.session_id));--> statement-breakpoint
CREATE POLICY legitimate_interest ON "live_session_events" AS RESTRICTIVE TO qg_app USING (qg_interest_user() IS NULL OR EXISTS (SELECT 1 FROM administration_sessions s WHERE s.id = live_session_events.session_id));
