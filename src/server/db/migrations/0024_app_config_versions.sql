CREATE TABLE "app_config_versions" (
	"version" integer PRIMARY KEY NOT NULL,
	"config" json NOT NULL,
	"user_id" integer,
	"user_name" text NOT NULL,
	"reason" text NOT NULL,
	"restored_from" integer,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "app_config_versions" ADD CONSTRAINT "app_config_versions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- A version is history: the database refuses to change or remove one (a rollback appends a version).
CREATE TRIGGER app_config_versions_append_only BEFORE UPDATE OR DELETE ON "app_config_versions" FOR EACH ROW EXECUTE FUNCTION refuse_change();
