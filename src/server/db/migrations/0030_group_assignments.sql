CREATE TABLE "group_assignment_codes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "group_assignment_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"assignment_id" integer NOT NULL,
	"assessment_id" integer NOT NULL,
	"link_id" integer NOT NULL,
	"code_hash" text NOT NULL,
	"code_sealed" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "group_assignments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "group_assignments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"product_id" text NOT NULL,
	"planned_date" date NOT NULL,
	"mode" text NOT NULL,
	"administration" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"examiner_id" integer NOT NULL,
	"valid_until" timestamp with time zone,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "assessments" ADD COLUMN "group_assignment_id" integer;--> statement-breakpoint
ALTER TABLE "group_assignment_codes" ADD CONSTRAINT "group_assignment_codes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_assignment_codes" ADD CONSTRAINT "group_assignment_codes_assignment_id_group_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."group_assignments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_assignments" ADD CONSTRAINT "group_assignments_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_assignments" ADD CONSTRAINT "group_assignments_group_id_examinee_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."examinee_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_assignments" ADD CONSTRAINT "group_assignments_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_assignments" ADD CONSTRAINT "group_assignments_examiner_id_users_id_fk" FOREIGN KEY ("examiner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_assignments" ADD CONSTRAINT "group_assignments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "group_assignment_codes_hash_key" ON "group_assignment_codes" USING btree ("code_hash");--> statement-breakpoint
CREATE INDEX "group_assignment_codes_assignment_idx" ON "group_assignment_codes" USING btree ("account_id","assignment_id");--> statement-breakpoint
CREATE INDEX "group_assignments_account_group_idx" ON "group_assignments" USING btree ("account_id","group_id");--> statement-breakpoint
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_group_assignment_id_group_assignments_id_fk" FOREIGN KEY ("group_assignment_id") REFERENCES "public"."group_assignments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- The new account-owned tables get the account isolation of migrations 0013/0015.
ALTER TABLE "group_assignments" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY account_isolation ON "group_assignments" TO qg_app USING (account_id = nullif(current_setting('qg.account_id', true), '')::integer OR current_setting('qg.all_accounts', true) = 'on') WITH CHECK (account_id = nullif(current_setting('qg.account_id', true), '')::integer OR current_setting('qg.all_accounts', true) = 'on');--> statement-breakpoint
ALTER TABLE "group_assignment_codes" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY account_isolation ON "group_assignment_codes" TO qg_app USING (account_id = nullif(current_setting('qg.account_id', true), '')::integer OR current_setting('qg.all_accounts', true) = 'on') WITH CHECK (account_id = nullif(current_setting('qg.account_id', true), '')::integer OR current_setting('qg.all_accounts', true) = 'on');--> statement-breakpoint
-- Legitimate interest (migration 0028): a limited user sees an assignment through its group (one
-- they staff or made), and a code only through an assessment they may see.
CREATE POLICY legitimate_interest ON "group_assignments" AS RESTRICTIVE TO qg_app USING (
  qg_interest_user() IS NULL OR EXISTS (SELECT 1 FROM examinee_groups g WHERE g.id = group_assignments.group_id)
);--> statement-breakpoint
CREATE POLICY legitimate_interest ON "group_assignment_codes" AS RESTRICTIVE TO qg_app USING (
  qg_interest_user() IS NULL OR EXISTS (SELECT 1 FROM assessments a WHERE a.id = group_assignment_codes.assessment_id)
);
