-- Row-level security: defence in depth behind the repositories. A customer's request runs its
-- transaction as the role qg_app with the account set (SET LOCAL, db/accountScope.ts); the
-- policies below then show and accept only that account's rows, whatever a query forgets.
-- The owner (migrations, seed, jobs, sign-in, internal staff's audited cross-account scope) is
-- not qg_app and is not limited. Roles belong to the whole server: several databases of one
-- server (the tests' databases) create it once, racing safely.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'qg_app') THEN
    CREATE ROLE qg_app NOLOGIN;
  END IF;
EXCEPTION WHEN duplicate_object OR unique_violation THEN
  NULL;
END $$;
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO qg_app;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO qg_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO qg_app;
--> statement-breakpoint
-- The signing keys are read once at start by the owner; no request's transaction reads them.
REVOKE ALL ON server_secrets FROM qg_app;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO qg_app;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT ON SEQUENCES TO qg_app;
--> statement-breakpoint
DO $$
DECLARE
  owned record;
BEGIN
  FOR owned IN
    SELECT c.table_name FROM information_schema.columns c
    JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name AND t.table_type = 'BASE TABLE'
    WHERE c.table_schema = 'public' AND c.column_name = 'account_id'
  LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', owned.table_name);
    EXECUTE format(
      'CREATE POLICY account_isolation ON %I TO qg_app USING (account_id = nullif(current_setting(''qg.account_id'', true), '''')::integer) WITH CHECK (account_id = nullif(current_setting(''qg.account_id'', true), '''')::integer)',
      owned.table_name
    );
  END LOOP;
END $$;
--> statement-breakpoint
ALTER TABLE accounts ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY account_isolation ON accounts TO qg_app USING (id = nullif(current_setting('qg.account_id', true), '')::integer) WITH CHECK (id = nullif(current_setting('qg.account_id', true), '')::integer);
