/** Help: the work of Q-global's data-retention staff (issue #18): the dashboard of accounts, an account's case, and their own settings. */
import { PERMISSIONS } from '../../../../domain/permissions';
import type { HelpTopic } from '../helpTopic';
import { Needs } from '../helpText';

/** The "Data retention" page. */
export const DATA_RETENTION: HelpTopic = {
  slug: 'data-retention',
  title: 'Data retention',
  summary: 'The work of Q-global’s data-retention staff: dormant accounts, deletion requests, legal holds and who may delete accounts.',
  sections: [
    {
      id: 'data-retention-dashboard',
      title: 'The data-retention dashboard',
      screens: [{ kind: 'spa', pattern: '/data-retention' }],
      body: () => (
        <>
          <Needs permission={PERMISSIONS.DATA_RETENTION_MANAGE} />
          <p>
            Data-retention staff work for Q-global, not for a customer account, and land on this dashboard after signing in. First state why you
            are working on customer accounts, for example a ticket number: the audit log keeps it with every account you open. The dashboard
            lists the customer accounts by state, each state with its number of accounts: active, dormant (nobody signed in for the dormant
            period; the account is deleted on its deletion date unless someone signs in or keeps it), deletion requested (an administrator asked
            for the account to be deleted), on legal hold, deleted (recoverable until it is purged) and purged (only the former account number is
            left). &quot;Deletion requests&quot; lists the accounts whose administrator asked for deletion.
          </p>
          <p>
            Filter by the staff member who has the case (or nobody), by a range of deletion dates and by the account&apos;s name or number. The
            list shows each account&apos;s last activity (the last sign-in of any of its users), its deletion date, who has the case and whether a
            legal hold is set, soonest deletion first. Open an account to work on its case.
          </p>
        </>
      ),
    },
    {
      id: 'data-retention-case',
      title: 'An account’s case',
      screens: [{ kind: 'spa', pattern: '/data-retention/accounts/:accountId' }],
      body: () => (
        <>
          <Needs permission={PERMISSIONS.DATA_RETENTION_MANAGE} />
          <p>
            The case shows the account&apos;s state, its last activity, its dates (dormant since, the deletion date, a deletion request and its
            date), a legal hold with its reason, and who has the case. Below are the account&apos;s contact addresses (its active administrators
            with their e-mail addresses and phone numbers) and the notices sent to it, each with the deletion date it announced and, on request,
            the delivery of each of its e-mails with every attempt.
          </p>
          <p>
            Every change asks for its own reason, which the audit log keeps. Assign the case to a data-retention colleague or to yourself. Extend a
            dormant account&apos;s grace period to a later deletion date (at most a year ahead): the administrators get the notices for the new
            date. Postpone a deletion request to a later date; an earlier date needs the administrator&apos;s consent, so staff cannot bring it
            forward. A legal hold stops the account from being deleted or purged, whatever its dates, until it is released; the reason you give is
            kept as the hold&apos;s reason.
          </p>
        </>
      ),
    },
    {
      id: 'data-retention-settings',
      title: 'My settings',
      screens: [{ kind: 'spa', pattern: '/data-retention/settings' }],
      body: () => (
        <>
          <Needs permission={PERMISSIONS.DATA_RETENTION_MANAGE} />
          <p>
            Choose which e-mail alerts you receive: when an account becomes dormant, when an administrator asks for deletion, when an account is
            deleted, and when a deletion or purge is blocked by a legal hold or an open access request.
          </p>
          <p>
            Staff whose role may delete account data also see who may delete accounts. The privilege can be given only to staff whose role may
            delete account data, always with a reason, and nobody can change their own: another staff member has to give or take it.
          </p>
        </>
      ),
    },
  ],
};
