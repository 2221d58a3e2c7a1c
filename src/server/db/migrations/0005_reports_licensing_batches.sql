CREATE TABLE "feature_licenses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "feature_licenses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"product_id" text,
	"report_type" text,
	"usages_granted" integer,
	"usages_used" integer DEFAULT 0 NOT NULL,
	"valid_from" date NOT NULL,
	"valid_until" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "group_reports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "group_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"product_id" text NOT NULL,
	"title" text NOT NULL,
	"assessments" jsonb NOT NULL,
	"examinee_count" integer NOT NULL,
	"comparison_group_id" text,
	"locale" text NOT NULL,
	"charge" text NOT NULL,
	"file_name" text NOT NULL,
	"pdf" "bytea" NOT NULL,
	"byte_size" integer NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_batch_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "report_batch_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"batch_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"assessment_id" integer NOT NULL,
	"position" integer NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"report_id" integer,
	"failure_code" text,
	"failure_message" text,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "report_batches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "report_batches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"created_by" integer NOT NULL,
	"report_type" text NOT NULL,
	"options" jsonb NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "report_deletions" (
	"report_id" integer PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"deleted_by" integer NOT NULL,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "usage_ledger" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "usage_ledger_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"product_id" text NOT NULL,
	"report_type" text NOT NULL,
	"reason" text NOT NULL,
	"usages_charged" integer NOT NULL,
	"license_id" integer,
	"assessment_id" integer,
	"assessment_version" integer,
	"report_id" integer,
	"group_report_id" integer,
	"batch_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "assessment_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "options" jsonb DEFAULT '{"comparisonGroupId":null,"includeItemResponses":true,"locale":null}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "charge" text DEFAULT 'usage' NOT NULL;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "batch_id" integer;--> statement-breakpoint
ALTER TABLE "feature_licenses" ADD CONSTRAINT "feature_licenses_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feature_licenses" ADD CONSTRAINT "feature_licenses_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_reports" ADD CONSTRAINT "group_reports_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_reports" ADD CONSTRAINT "group_reports_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_reports" ADD CONSTRAINT "group_reports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_batch_items" ADD CONSTRAINT "report_batch_items_batch_id_report_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."report_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_batch_items" ADD CONSTRAINT "report_batch_items_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_batch_items" ADD CONSTRAINT "report_batch_items_assessment_id_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."assessments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_batch_items" ADD CONSTRAINT "report_batch_items_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_batches" ADD CONSTRAINT "report_batches_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_batches" ADD CONSTRAINT "report_batches_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_deletions" ADD CONSTRAINT "report_deletions_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_deletions" ADD CONSTRAINT "report_deletions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_deletions" ADD CONSTRAINT "report_deletions_deleted_by_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usage_ledger" ADD CONSTRAINT "usage_ledger_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usage_ledger" ADD CONSTRAINT "usage_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usage_ledger" ADD CONSTRAINT "usage_ledger_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usage_ledger" ADD CONSTRAINT "usage_ledger_license_id_feature_licenses_id_fk" FOREIGN KEY ("license_id") REFERENCES "public"."feature_licenses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usage_ledger" ADD CONSTRAINT "usage_ledger_assessment_id_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."assessments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usage_ledger" ADD CONSTRAINT "usage_ledger_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feature_licenses_account_idx" ON "feature_licenses" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "group_reports_account_idx" ON "group_reports" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "report_batch_items_batch_assessment_key" ON "report_batch_items" USING btree ("batch_id","assessment_id");--> statement-breakpoint
CREATE INDEX "report_batch_items_state_idx" ON "report_batch_items" USING btree ("batch_id","state");--> statement-breakpoint
CREATE INDEX "report_batches_account_idx" ON "report_batches" USING btree ("account_id","created_by");--> statement-breakpoint
CREATE INDEX "usage_ledger_account_idx" ON "usage_ledger" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "usage_ledger_assessment_idx" ON "usage_ledger" USING btree ("assessment_id");--> statement-breakpoint
CREATE INDEX "reports_batch_idx" ON "reports" USING btree ("batch_id");--> statement-breakpoint
CREATE TRIGGER usage_ledger_append_only BEFORE UPDATE OR DELETE ON "usage_ledger" FOR EACH ROW EXECUTE FUNCTION refuse_change();
--> statement-breakpoint
CREATE TRIGGER report_deletions_append_only BEFORE UPDATE OR DELETE ON "report_deletions" FOR EACH ROW EXECUTE FUNCTION refuse_change();
--> statement-breakpoint
CREATE TRIGGER group_reports_immutable BEFORE UPDATE ON "group_reports" FOR EACH ROW EXECUTE FUNCTION refuse_change();
