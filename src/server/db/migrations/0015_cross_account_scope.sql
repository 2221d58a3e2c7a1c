-- Internal staff's explicit cross-account scope (db/crossAccountScope.ts). Every request, internal
-- staff's included, runs as qg_app limited to one account; an operation that the contract marks
-- as reaching all accounts may, after writing its audit row, set qg.all_accounts for the rest of
-- its transaction. The policies of 0013 are replaced by ones that also let that setting through,
-- so no query reaches another account's rows unless its transaction said so, audited.
DO $$
DECLARE
  owned record;
BEGIN
  FOR owned IN
    SELECT c.table_name FROM information_schema.columns c
    JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name AND t.table_type = 'BASE TABLE'
    WHERE c.table_schema = 'public' AND c.column_name = 'account_id'
  LOOP
    EXECUTE format('DROP POLICY IF EXISTS account_isolation ON %I', owned.table_name);
    EXECUTE format(
      'CREATE POLICY account_isolation ON %I TO qg_app USING (account_id = nullif(current_setting(''qg.account_id'', true), '''')::integer OR current_setting(''qg.all_accounts'', true) = ''on'') WITH CHECK (account_id = nullif(current_setting(''qg.account_id'', true), '''')::integer OR current_setting(''qg.all_accounts'', true) = ''on'')',
      owned.table_name
    );
  END LOOP;
END $$;
--> statement-breakpoint
DROP POLICY IF EXISTS account_isolation ON accounts;
--> statement-breakpoint
CREATE POLICY account_isolation ON accounts TO qg_app USING (id = nullif(current_setting('qg.account_id', true), '')::integer OR current_setting('qg.all_accounts', true) = 'on') WITH CHECK (id = nullif(current_setting('qg.account_id', true), '')::integer OR current_setting('qg.all_accounts', true) = 'on');
