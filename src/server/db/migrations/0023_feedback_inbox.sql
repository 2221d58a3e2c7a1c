CREATE TABLE "feedback_answers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "feedback_answers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"feedback_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"author_name" text NOT NULL,
	"message" text NOT NULL,
	"email_message_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_messages" ALTER COLUMN "examinee_record_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "assignee_id" integer;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "assignee_name" text;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "feedback_answers" ADD CONSTRAINT "feedback_answers_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_answers" ADD CONSTRAINT "feedback_answers_feedback_id_feedback_id_fk" FOREIGN KEY ("feedback_id") REFERENCES "public"."feedback"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_answers" ADD CONSTRAINT "feedback_answers_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_answers" ADD CONSTRAINT "feedback_answers_email_message_id_email_messages_id_fk" FOREIGN KEY ("email_message_id") REFERENCES "public"."email_messages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feedback_answers_feedback_idx" ON "feedback_answers" USING btree ("account_id","feedback_id","created_at");--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feedback_status_idx" ON "feedback" USING btree ("status","created_at");--> statement-breakpoint
-- Feedback sent before the inbox existed last changed when it was sent.
UPDATE "feedback" SET "updated_at" = "created_at";--> statement-breakpoint
-- An answer is its feedback's account's data: the same policy as every account-owned table (0015), so a
-- customer's transaction reads only its own answers and staff's only after entering the account.
ALTER TABLE "feedback_answers" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY account_isolation ON "feedback_answers" TO qg_app USING (account_id = nullif(current_setting('qg.account_id', true), '')::integer OR current_setting('qg.all_accounts', true) = 'on') WITH CHECK (account_id = nullif(current_setting('qg.account_id', true), '')::integer OR current_setting('qg.all_accounts', true) = 'on');--> statement-breakpoint
-- The thread is append-only: an answer sent is never changed or taken back.
CREATE TRIGGER feedback_answers_append_only BEFORE UPDATE OR DELETE ON "feedback_answers" FOR EACH ROW EXECUTE FUNCTION refuse_change();
