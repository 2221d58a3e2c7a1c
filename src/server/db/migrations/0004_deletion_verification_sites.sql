CREATE TABLE "testing_sites" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "testing_sites_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "examinees_account_examinee_id_key";--> statement-breakpoint
ALTER TABLE "assessments" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "assessments" ADD COLUMN "deleted_by" integer;--> statement-breakpoint
ALTER TABLE "assessments" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "assessments" ADD COLUMN "verified_by" integer;--> statement-breakpoint
ALTER TABLE "assessments" ADD COLUMN "verification" jsonb;--> statement-breakpoint
ALTER TABLE "examinees" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "examinees" ADD COLUMN "deleted_by" integer;--> statement-breakpoint
ALTER TABLE "testing_sites" ADD CONSTRAINT "testing_sites_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "testing_sites_account_name_key" ON "testing_sites" USING btree ("account_id","name");--> statement-breakpoint
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_deleted_by_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_verified_by_users_id_fk" FOREIGN KEY ("verified_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "examinees" ADD CONSTRAINT "examinees_deleted_by_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "examinees_account_examinee_id_key" ON "examinees" USING btree ("account_id","examinee_id") WHERE "examinees"."deleted_at" is null;