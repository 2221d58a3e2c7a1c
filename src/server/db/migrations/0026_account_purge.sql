-- Issue #18, purging an account: the append-only guards (refuse_change(), migrations 0001, 0005,
-- 0017, 0019, 0023, 0024) let exactly the purge through and nothing else. The purge
-- (services/dataRetention/purge, db/platform/purge*.ts) runs as the owner and sets `qg.purge_account_id` for its own
-- transaction only (set_config(..., true)); a row passes when it belongs to that account (its
-- account_id, or for a row without one, the account of its user_id), and then only:
--   * DELETE, on every guarded table but the audit log (its rows stay, pseudonymised);
--   * UPDATE of the audit log, changing nothing but user_id, ip, entity_id and reason (the
--     subject's identifiers: see docs/dataRetention.md);
--   * UPDATE of app_config_versions, changing nothing but user_id and user_name.
-- The application's role (qg_app, every request's transaction) never passes, whatever it sets;
-- TRUNCATE (a statement trigger) never passes either.
CREATE OR REPLACE FUNCTION refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  purging integer := nullif(current_setting('qg.purge_account_id', true), '')::integer;
  old_row jsonb;
  row_account integer;
BEGIN
  IF purging IS NOT NULL AND TG_LEVEL = 'ROW' AND current_user <> 'qg_app' THEN
    old_row := to_jsonb(OLD);
    row_account := (old_row ->> 'account_id')::integer;
    IF row_account IS NULL AND old_row ? 'user_id' THEN
      SELECT u.account_id INTO row_account FROM users u WHERE u.id = (old_row ->> 'user_id')::integer;
    END IF;
    IF row_account = purging THEN
      IF TG_OP = 'DELETE' AND TG_TABLE_NAME <> 'audit_log' THEN
        RETURN OLD;
      END IF;
      IF TG_OP = 'UPDATE' AND TG_TABLE_NAME = 'audit_log'
        AND to_jsonb(NEW) - ARRAY['user_id', 'ip', 'entity_id', 'reason'] = old_row - ARRAY['user_id', 'ip', 'entity_id', 'reason'] THEN
        RETURN NEW;
      END IF;
      IF TG_OP = 'UPDATE' AND TG_TABLE_NAME = 'app_config_versions'
        AND to_jsonb(NEW) - ARRAY['user_id', 'user_name'] = old_row - ARRAY['user_id', 'user_name'] THEN
        RETURN NEW;
      END IF;
    END IF;
  END IF;
  RAISE EXCEPTION '% rows cannot be changed (%)', TG_TABLE_NAME, TG_OP USING ERRCODE = 'restrict_violation';
END
$$;
