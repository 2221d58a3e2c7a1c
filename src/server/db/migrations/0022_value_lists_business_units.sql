CREATE TABLE "business_units" (
	"id" text PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"names" jsonb NOT NULL,
	"descriptions" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "value_list_entries" (
	"type" text NOT NULL,
	"code" text NOT NULL,
	"position" integer NOT NULL,
	"labels" jsonb NOT NULL,
	"active" boolean NOT NULL,
	CONSTRAINT "value_list_entries_type_code_pk" PRIMARY KEY("type","code")
);
--> statement-breakpoint
-- Platform reference data, seeded from config/ by the owner role: a customer's or staff member's
-- transaction (qg_app) reads the rows but never changes them (the default privileges of 0013 gave all four).
REVOKE INSERT, UPDATE, DELETE, TRUNCATE ON "value_list_entries", "business_units" FROM qg_app;--> statement-breakpoint
GRANT SELECT ON "value_list_entries", "business_units" TO qg_app;
