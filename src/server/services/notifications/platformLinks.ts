/**
 * The platform paths notifications lead to: the SPA's routes (src/app/routes.tsx) and the legacy
 * pages (src/contract/legacyPages.ts) where the user acts on each kind.
 */
import { legacyPagePath } from '../../../contract/legacyPages';

/** An assessment's page: its scores and reports (SPA `/assessments/:assessmentId`). */
export const assessmentLink = (assessmentId: number): string => `/assessments/${assessmentId}`;

/** An examinee's page, whose e-mail history shows each message's delivery (SPA `/examinees/:examineeRecordId`). */
export const examineeLink = (examineeRecordId: number): string => `/examinees/${examineeRecordId}`;

/** The assessment list, where the user's report batches are listed for download (SPA `/assessments`). */
export const ASSESSMENT_LIST_LINK = '/assessments';

/** The account's licenses and usage ledger (SPA `/licenses`). */
export const LICENSES_LINK = '/licenses';

/** The user's own settings, where the password is changed (legacy "my account settings"). */
export const MY_ACCOUNT_LINK = legacyPagePath('myAccountSettings');

/** The feedback page (legacy), where a user who got an answer to their feedback can write back. */
export const FEEDBACK_LINK = legacyPagePath('feedback');
