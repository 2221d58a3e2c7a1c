CREATE TABLE "administration_sessions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "administration_sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"examinee_record_id" integer NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_delivery_attempts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "email_delivery_attempts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"message_id" integer NOT NULL,
	"attempt" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"outcome" text NOT NULL,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "email_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "email_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"examinee_record_id" integer NOT NULL,
	"link_id" integer,
	"kind" text NOT NULL,
	"locale" text NOT NULL,
	"recipient_address" text NOT NULL,
	"recipient_name" text DEFAULT '' NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"transport_message_id" text,
	"sent_at" timestamp with time zone,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_templates" (
	"account_id" integer NOT NULL,
	"kind" text NOT NULL,
	"locale" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"updated_by" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_templates_account_id_kind_locale_pk" PRIMARY KEY("account_id","kind","locale")
);
--> statement-breakpoint
ALTER TABLE "remote_links" ALTER COLUMN "assessment_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "assessments" ADD COLUMN "session_id" integer;--> statement-breakpoint
ALTER TABLE "remote_links" ADD COLUMN "session_id" integer;--> statement-breakpoint
ALTER TABLE "remote_links" ADD COLUMN "kind" text DEFAULT 'remote' NOT NULL;--> statement-breakpoint
ALTER TABLE "remote_links" ADD COLUMN "starts_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "remote_links" ADD COLUMN "launched_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "administration_sessions" ADD CONSTRAINT "administration_sessions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "administration_sessions" ADD CONSTRAINT "administration_sessions_examinee_record_id_examinees_id_fk" FOREIGN KEY ("examinee_record_id") REFERENCES "public"."examinees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "administration_sessions" ADD CONSTRAINT "administration_sessions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_delivery_attempts" ADD CONSTRAINT "email_delivery_attempts_message_id_email_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."email_messages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_messages" ADD CONSTRAINT "email_messages_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_messages" ADD CONSTRAINT "email_messages_examinee_record_id_examinees_id_fk" FOREIGN KEY ("examinee_record_id") REFERENCES "public"."examinees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_messages" ADD CONSTRAINT "email_messages_link_id_remote_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."remote_links"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_messages" ADD CONSTRAINT "email_messages_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_templates" ADD CONSTRAINT "email_templates_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_templates" ADD CONSTRAINT "email_templates_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "administration_sessions_account_examinee_idx" ON "administration_sessions" USING btree ("account_id","examinee_record_id");--> statement-breakpoint
CREATE UNIQUE INDEX "email_delivery_attempts_message_attempt_key" ON "email_delivery_attempts" USING btree ("message_id","attempt");--> statement-breakpoint
CREATE INDEX "email_messages_account_examinee_idx" ON "email_messages" USING btree ("account_id","examinee_record_id");--> statement-breakpoint
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_session_id_administration_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."administration_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remote_links" ADD CONSTRAINT "remote_links_session_id_administration_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."administration_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "remote_links_session_idx" ON "remote_links" USING btree ("session_id");--> statement-breakpoint
ALTER TABLE "remote_links" ADD CONSTRAINT "remote_links_one_target" CHECK (("remote_links"."assessment_id" is null) <> ("remote_links"."session_id" is null));