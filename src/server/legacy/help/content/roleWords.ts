/** The help's US English words for roles and permissions: the permission catalogue's own. */
import { PERMISSION_DESCRIPTIONS, ROLE_TITLES } from '../../../../domain/permissions';
import type { RoleWords } from '../i18n/roleWords';

/** Roles and permissions in US English. */
export const ROLE_WORDS_EN: RoleWords = {
  titles: ROLE_TITLES,
  summaries: {
    examiner: "gives, scores and reports assessments of the account's examinees.",
    teacher: 'gives and scores assessments and makes reports, but does not delete assessments or reports.',
    accountAdministrator: 'does everything an examiner does, and manages the account: its users, labels, licenses, e-mail templates and documents.',
    accountUser: 'reads examinee records, assessments and reports without changing them.',
    backOffice: 'Q-global staff who configure products and licenses; no access to examinee data.',
    dataRetention: 'Q-global staff who handle dormant accounts and account deletion; no access to examinee data.',
  },
  permissions: PERMISSION_DESCRIPTIONS,
};
