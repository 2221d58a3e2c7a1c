-- Whether an examinee id is in use in the request's account, whatever the caller's legitimate
-- interest (hand-written; issue #19). The examinee id stays unique in the account (the unique
-- index examinees_account_examinee_id_ci_key, which no policy narrows), so a teacher who types
-- another teacher's student's id is refused the new record (409) anyway; the id check must say the
-- same before they save, and it answers only "in use", never the record, its names or its id.
-- Runs as the owner, but answers only for the account the transaction is scoped to (qg.account_id),
-- or, on the owner's connection (no scope: jobs, imports), for the account asked about.
CREATE FUNCTION qg_examinee_id_taken(account integer, candidate text, exclude_record_id integer) RETURNS boolean
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public
  AS $$ SELECT EXISTS (
    SELECT 1 FROM examinees e
    WHERE e.account_id = account
      AND coalesce(nullif(current_setting('qg.account_id', true), '')::integer, account) = account
      AND e.deleted_at IS NULL
      AND lower(e.examinee_id) = lower(trim(candidate))
      AND (exclude_record_id IS NULL OR e.id <> exclude_record_id)
  ) $$;--> statement-breakpoint
REVOKE ALL ON FUNCTION qg_examinee_id_taken(integer, text, integer) FROM PUBLIC;--> statement-breakpoint
GRANT EXECUTE ON FUNCTION qg_examinee_id_taken(integer, text, integer) TO qg_app;
