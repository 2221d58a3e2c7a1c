-- Live sessions (#20): the log folded up to a sequence, kept with the session by each command (a
-- command and a welcome fold only the events after it), and an index that finds an item's last
-- answer before a page push without folding the log. administration_sessions keeps its policies.
ALTER TABLE "administration_sessions" ADD COLUMN "live_state" jsonb;--> statement-breakpoint
CREATE INDEX "live_session_events_answer_idx" ON "live_session_events" USING btree ("session_id",("body"->>'assessmentId'),("body"->>'itemId'),"sequence") WHERE "live_session_events"."type" = 'item.answered';--> statement-breakpoint
-- The legitimate interest of an examinee (0028) through a function: the same EXISTS, run as the
-- caller (the policies of the group tables still apply inside it), but PL/pgSQL keeps its plan, so
-- the planner no longer expands the group tables' policies into every query of examinee data
-- (assessments, sessions, live events: each read one examinee's row through this policy). On the
-- embedded database that planning was most of each statement's time.
CREATE FUNCTION qg_interest_in_examinee(examinee integer) RETURNS boolean LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN EXISTS (
    SELECT 1 FROM examinee_group_members m
    JOIN examinee_group_staff s ON s.group_id = m.group_id AND s.user_id = qg_interest_user()
    JOIN examinee_groups g ON g.id = m.group_id AND g.archived_at IS NULL
    WHERE m.examinee_record_id = examinee
  );
END
$$;--> statement-breakpoint
GRANT EXECUTE ON FUNCTION qg_interest_in_examinee(integer) TO qg_app;--> statement-breakpoint
DROP POLICY legitimate_interest ON "examinees";--> statement-breakpoint
CREATE POLICY legitimate_interest ON "examinees" AS RESTRICTIVE TO qg_app USING (
  qg_interest_user() IS NULL OR created_by = qg_interest_user() OR qg_interest_in_examinee(examinees.id)
);
