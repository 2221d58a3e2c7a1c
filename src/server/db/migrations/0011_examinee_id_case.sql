DROP INDEX "examinees_account_examinee_id_key";--> statement-breakpoint
-- Ids that differ from an older record's only by case become unique by their record number, so the
-- case-insensitive index can be built; no record is deleted or merged (people decide that).
UPDATE "examinees" AS e SET "examinee_id" = e."examinee_id" || '~' || e."id"
WHERE e."deleted_at" IS NULL AND EXISTS (
  SELECT 1 FROM "examinees" AS o
  WHERE o."account_id" = e."account_id" AND o."deleted_at" IS NULL AND o."id" < e."id" AND lower(o."examinee_id") = lower(e."examinee_id")
);--> statement-breakpoint
CREATE UNIQUE INDEX "examinees_account_examinee_id_ci_key" ON "examinees" USING btree ("account_id",lower("examinee_id")) WHERE "examinees"."deleted_at" is null;
