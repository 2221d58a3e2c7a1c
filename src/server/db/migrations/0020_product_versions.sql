CREATE TABLE "product_versions" (
	"product_id" text NOT NULL,
	"version" integer NOT NULL,
	"state" text NOT NULL,
	"definition" jsonb NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reason" text NOT NULL,
	"published_by" text,
	"published_at" timestamp with time zone,
	"publication_reason" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_versions_product_id_version_pk" PRIMARY KEY("product_id","version"),
	CONSTRAINT "product_versions_state" CHECK ("product_versions"."state" in ('draft', 'published', 'superseded'))
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "published_version" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "retired_by" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "retirement_reason" text;--> statement-breakpoint
ALTER TABLE "product_versions" ADD CONSTRAINT "product_versions_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_versions_one_draft" ON "product_versions" USING btree ("product_id") WHERE "product_versions"."state" = 'draft';--> statement-breakpoint
CREATE UNIQUE INDEX "product_versions_one_published" ON "product_versions" USING btree ("product_id") WHERE "product_versions"."state" = 'published';--> statement-breakpoint
-- Every stored product becomes its own published version (hand-written). The products table held one
-- definition per product, replaced by each newer shipped file, so the definitions of older versions
-- are not stored anywhere. An assessment naming such an older version has been shown, scored and
-- reported with the stored definition ever since its file was replaced; storing that definition
-- under the old number would claim rules that version never had (and contradict its own `version`
-- field), so the assessment is recorded on the stored version it really uses. Its score of record
-- keeps the version it was scored with (score.productVersion). See docs/products.md, "Versions".
INSERT INTO "product_versions" ("product_id", "version", "state", "definition", "revision", "created_by", "created_at", "reason", "published_by", "published_at", "publication_reason", "updated_at")
  SELECT "id", "version", 'published', "definition", 1, 'config/products', "updated_at", 'Shipped product file', 'config/products', "updated_at", 'Shipped product file', "updated_at" FROM "products";--> statement-breakpoint
UPDATE "products" SET "published_version" = "version";--> statement-breakpoint
UPDATE "assessments" a SET "product_version" = p."version" FROM "products" p WHERE a."product_id" = p."id" AND a."product_version" <> p."version";--> statement-breakpoint
-- Customer transactions (role qg_app) read the definitions of their assessments' versions; the back
-- office's product operations (also qg_app, no account data) write them.
GRANT SELECT, INSERT, UPDATE ON "product_versions" TO qg_app;--> statement-breakpoint
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_product_version_fk" FOREIGN KEY ("product_id","product_version") REFERENCES "public"."product_versions"("product_id","version") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "version";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "definition";--> statement-breakpoint
-- How many assessments each product version has, in every account (hand-written). The back office's
-- product screens show these counts; a request runs as qg_app limited to its own account by
-- row-level security, and a count is no account's data, so this function runs as the owner and
-- answers only numbers per product version (db/platform/productCatalogue.ts).
CREATE FUNCTION product_assessment_counts() RETURNS TABLE (product_id text, product_version integer, assessments bigint)
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public
  AS $$ SELECT a.product_id, a.product_version, count(*) FROM assessments a GROUP BY a.product_id, a.product_version $$;--> statement-breakpoint
REVOKE ALL ON FUNCTION product_assessment_counts() FROM PUBLIC;--> statement-breakpoint
GRANT EXECUTE ON FUNCTION product_assessment_counts() TO qg_app;
