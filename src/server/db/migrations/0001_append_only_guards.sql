-- The audit log is append-only and stored reports are immutable: the database itself refuses
-- changes, so no code path (or a hurried hand-written query) can rewrite history.
CREATE FUNCTION refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% rows cannot be changed (%)', TG_TABLE_NAME, TG_OP USING ERRCODE = 'restrict_violation';
END
$$;
--> statement-breakpoint
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON "audit_log" FOR EACH ROW EXECUTE FUNCTION refuse_change();
--> statement-breakpoint
CREATE TRIGGER reports_immutable BEFORE UPDATE ON "reports" FOR EACH ROW EXECUTE FUNCTION refuse_change();
