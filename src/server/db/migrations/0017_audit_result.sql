-- Issue #16: every audit row says its outcome class (domain/auditResult.ts): allowed, denied by a
-- security control, or failed. Rows written before get theirs from their outcome code and action,
-- by the same rule; the append-only trigger is set aside for this one backfill, by the owner, in
-- the migration's own transaction, and set back before it commits.
ALTER TABLE "audit_log" ADD COLUMN "result" text;--> statement-breakpoint
ALTER TABLE "audit_log" DISABLE TRIGGER "audit_log_append_only";--> statement-breakpoint
UPDATE "audit_log" SET "result" = CASE
  WHEN "action" IN ('auth.signInFailed', 'auth.signInLocked', 'auth.lockedOut', 'auth.refreshTokenReused', 'account.changePasswordFailed', 'access.crossAccountDenied')
    OR "outcome" IN ('unauthenticated', 'csrf', 'forbidden', 'lockedOut', 'crossAccount', 'rateLimited', 'linkInvalid', 'linkNotYetOpen', 'linkExpired', 'linkRevoked', 'linkCompleted') THEN 'denied'
  WHEN "outcome" IN ('ok', 'replayed') THEN 'allowed'
  ELSE 'failed'
END;--> statement-breakpoint
ALTER TABLE "audit_log" ENABLE TRIGGER "audit_log_append_only";--> statement-breakpoint
ALTER TABLE "audit_log" ALTER COLUMN "result" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_result_check" CHECK ("audit_log"."result" in ('allowed', 'denied', 'failed'));--> statement-breakpoint
-- Append-only against TRUNCATE too: a row trigger does not fire on TRUNCATE, so a statement-level
-- one refuses it, whoever runs it (the owner included; the application role has no TRUNCATE grant
-- either). UPDATE and DELETE are refused by the row trigger of 0001 and, for the application's
-- role, by its grants as well.
CREATE TRIGGER "audit_log_no_truncate" BEFORE TRUNCATE ON "audit_log" FOR EACH STATEMENT EXECUTE FUNCTION refuse_change();--> statement-breakpoint
REVOKE UPDATE, DELETE, TRUNCATE ON "audit_log" FROM qg_app;
