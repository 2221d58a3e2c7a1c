CREATE TABLE "examinee_group_members" (
	"account_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"examinee_record_id" integer NOT NULL,
	"added_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "examinee_group_members_group_id_examinee_record_id_pk" PRIMARY KEY("group_id","examinee_record_id")
);
--> statement-breakpoint
CREATE TABLE "examinee_group_staff" (
	"account_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"added_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "examinee_group_staff_group_id_user_id_pk" PRIMARY KEY("group_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "examinee_groups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "examinee_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"name" text NOT NULL,
	"group_type" text NOT NULL,
	"school_year" text DEFAULT '' NOT NULL,
	"sourced_id" text,
	"archived_at" timestamp with time zone,
	"archived_by" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "examinees" ALTER COLUMN "birth_date" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "account_settings" ADD COLUMN "legitimate_interest_for_examiners" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "examinees" ADD COLUMN "sourced_id" text;--> statement-breakpoint
ALTER TABLE "examinee_group_members" ADD CONSTRAINT "examinee_group_members_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "examinee_group_members" ADD CONSTRAINT "examinee_group_members_group_id_examinee_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."examinee_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "examinee_group_members" ADD CONSTRAINT "examinee_group_members_examinee_record_id_examinees_id_fk" FOREIGN KEY ("examinee_record_id") REFERENCES "public"."examinees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "examinee_group_members" ADD CONSTRAINT "examinee_group_members_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "examinee_group_staff" ADD CONSTRAINT "examinee_group_staff_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "examinee_group_staff" ADD CONSTRAINT "examinee_group_staff_group_id_examinee_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."examinee_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "examinee_group_staff" ADD CONSTRAINT "examinee_group_staff_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "examinee_group_staff" ADD CONSTRAINT "examinee_group_staff_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "examinee_groups" ADD CONSTRAINT "examinee_groups_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "examinee_groups" ADD CONSTRAINT "examinee_groups_archived_by_users_id_fk" FOREIGN KEY ("archived_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "examinee_groups" ADD CONSTRAINT "examinee_groups_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "examinee_group_members_examinee_idx" ON "examinee_group_members" USING btree ("account_id","examinee_record_id");--> statement-breakpoint
CREATE INDEX "examinee_group_staff_user_idx" ON "examinee_group_staff" USING btree ("account_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "examinee_groups_account_sourced_id_key" ON "examinee_groups" USING btree ("account_id","sourced_id") WHERE "examinee_groups"."sourced_id" is not null;--> statement-breakpoint
CREATE INDEX "examinee_groups_account_name_idx" ON "examinee_groups" USING btree ("account_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "examinees_account_sourced_id_key" ON "examinees" USING btree ("account_id","sourced_id") WHERE "examinees"."sourced_id" is not null and "examinees"."deleted_at" is null;--> statement-breakpoint
-- The new account-owned tables get the account isolation of migration 0013/0015.
ALTER TABLE "examinee_groups" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY account_isolation ON "examinee_groups" TO qg_app USING (account_id = nullif(current_setting('qg.account_id', true), '')::integer OR current_setting('qg.all_accounts', true) = 'on') WITH CHECK (account_id = nullif(current_setting('qg.account_id', true), '')::integer OR current_setting('qg.all_accounts', true) = 'on');--> statement-breakpoint
ALTER TABLE "examinee_group_members" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY account_isolation ON "examinee_group_members" TO qg_app USING (account_id = nullif(current_setting('qg.account_id', true), '')::integer OR current_setting('qg.all_accounts', true) = 'on') WITH CHECK (account_id = nullif(current_setting('qg.account_id', true), '')::integer OR current_setting('qg.all_accounts', true) = 'on');--> statement-breakpoint
ALTER TABLE "examinee_group_staff" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY account_isolation ON "examinee_group_staff" TO qg_app USING (account_id = nullif(current_setting('qg.account_id', true), '')::integer OR current_setting('qg.all_accounts', true) = 'on') WITH CHECK (account_id = nullif(current_setting('qg.account_id', true), '')::integer OR current_setting('qg.all_accounts', true) = 'on');--> statement-breakpoint
-- Legitimate interest (FERPA 34 CFR 99.31(a)(1)(ii), domain/groups/legitimateInterest.ts): when a
-- request's transaction sets qg.interest_user_id (a teacher, or an examiner where the account asks
-- for it), the restrictive policies below narrow every query of examinee data to the examinees of
-- that user's active groups and those the user entered, whatever the query: a list, a search, a
-- batch, a group report or a look-up by id. Unset (everybody else), each policy is true at once.
CREATE FUNCTION qg_interest_user() RETURNS integer LANGUAGE sql STABLE AS $$ SELECT nullif(current_setting('qg.interest_user_id', true), '')::integer $$;--> statement-breakpoint
GRANT EXECUTE ON FUNCTION qg_interest_user() TO qg_app;--> statement-breakpoint
-- A limited user sees the groups they are assigned to and those they made (archived ones too, to read them).
CREATE POLICY legitimate_interest ON "examinee_groups" AS RESTRICTIVE TO qg_app USING (
  qg_interest_user() IS NULL
  OR created_by = qg_interest_user()
  OR EXISTS (SELECT 1 FROM examinee_group_staff s WHERE s.group_id = examinee_groups.id AND s.user_id = qg_interest_user())
);--> statement-breakpoint
CREATE POLICY legitimate_interest ON "examinee_group_members" AS RESTRICTIVE TO qg_app USING (
  qg_interest_user() IS NULL OR EXISTS (SELECT 1 FROM examinee_groups g WHERE g.id = examinee_group_members.group_id)
);--> statement-breakpoint
-- Only an active group's membership is an interest: archiving a class ends it.
CREATE POLICY legitimate_interest ON "examinees" AS RESTRICTIVE TO qg_app USING (
  qg_interest_user() IS NULL
  OR created_by = qg_interest_user()
  OR EXISTS (
    SELECT 1 FROM examinee_group_members m
    JOIN examinee_group_staff s ON s.group_id = m.group_id AND s.user_id = qg_interest_user()
    JOIN examinee_groups g ON g.id = m.group_id AND g.archived_at IS NULL
    WHERE m.examinee_record_id = examinees.id
  )
);--> statement-breakpoint
CREATE POLICY legitimate_interest ON "assessments" AS RESTRICTIVE TO qg_app USING (
  qg_interest_user() IS NULL OR EXISTS (SELECT 1 FROM examinees e WHERE e.id = assessments.examinee_record_id)
);--> statement-breakpoint
CREATE POLICY legitimate_interest ON "administration_sessions" AS RESTRICTIVE TO qg_app USING (
  qg_interest_user() IS NULL OR EXISTS (SELECT 1 FROM examinees e WHERE e.id = administration_sessions.examinee_record_id)
);--> statement-breakpoint
CREATE POLICY legitimate_interest ON "reports" AS RESTRICTIVE TO qg_app USING (
  qg_interest_user() IS NULL OR EXISTS (SELECT 1 FROM assessments a WHERE a.id = reports.assessment_id)
);--> statement-breakpoint
CREATE POLICY legitimate_interest ON "remote_links" AS RESTRICTIVE TO qg_app USING (
  qg_interest_user() IS NULL
  OR EXISTS (SELECT 1 FROM assessments a WHERE a.id = remote_links.assessment_id)
  OR EXISTS (SELECT 1 FROM administration_sessions s WHERE s.id = remote_links.session_id)
);--> statement-breakpoint
CREATE POLICY legitimate_interest ON "email_messages" AS RESTRICTIVE TO qg_app USING (
  qg_interest_user() IS NULL OR examinee_record_id IS NULL OR EXISTS (SELECT 1 FROM examinees e WHERE e.id = email_messages.examinee_record_id)
);--> statement-breakpoint
CREATE POLICY legitimate_interest ON "report_batches" AS RESTRICTIVE TO qg_app USING (
  qg_interest_user() IS NULL OR created_by = qg_interest_user()
);--> statement-breakpoint
CREATE POLICY legitimate_interest ON "report_batch_items" AS RESTRICTIVE TO qg_app USING (
  qg_interest_user() IS NULL OR EXISTS (SELECT 1 FROM assessments a WHERE a.id = report_batch_items.assessment_id)
);--> statement-breakpoint
-- A group report is seen only by a user who may see every assessment it covers.
CREATE POLICY legitimate_interest ON "group_reports" AS RESTRICTIVE TO qg_app USING (
  qg_interest_user() IS NULL
  OR NOT EXISTS (
    SELECT 1 FROM jsonb_array_elements(group_reports.assessments) covered
    WHERE NOT EXISTS (SELECT 1 FROM assessments a WHERE a.id = (covered ->> 'assessmentId')::integer)
  )
);
