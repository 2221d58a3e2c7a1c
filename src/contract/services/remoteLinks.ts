/** Remote administration links of the assessment facade (QOSA): create, list, revoke. */
import * as yup from 'yup';
import type { Locale } from '../../domain/locale';
import { PERMISSIONS } from '../../domain/permissions';
import { type LinkRespondent, type LinkState, type RemoteLinkInput, remoteLinkInputSchema } from '../../domain/remoteLink';
import { defineOperation } from '../operation';

const assessmentParams = yup.object({ assessmentId: yup.number().integer().positive().required() });

/** A link as the examiner sees it (never its token). */
export interface RemoteLinkSummary {
  id: number;
  assessmentId: number;
  respondent: LinkRespondent;
  locale: Locale;
  /** The state now (an open link past its expiry reads `expired`). */
  state: LinkState;
  createdAt: string;
  createdByName: string;
  expiresAt: string;
  openedAt: string | null;
  completedAt: string | null;
  revokedAt: string | null;
}

/** What creating a link answers: the link, and its address with the token, shown this once. */
export interface CreatedRemoteLink {
  link: RemoteLinkSummary;
  /** The player's address with the token in its fragment (never sent to a server in a request line or a Referer). */
  url: string;
}

/** Creates a link for an examinee (or a parent or teacher) to complete an assessment on their own device. */
export const createQosaLink = defineOperation<{ assessmentId: number }, Record<string, never>, Partial<RemoteLinkInput>, CreatedRemoteLink>({
  id: 'assessment.createQosaLink',
  service: 'assessment',
  method: 'POST',
  path: '/assessments/{assessmentId}/qosa-links',
  summary: 'Creates a remote on-screen administration link for an assessment that is not yet complete; the answer holds the token once.',
  access: [PERMISSIONS.ASSESSMENT_EDIT],
  params: assessmentParams,
  body: remoteLinkInputSchema,
  response: 'json',
  successStatus: 201,
});

/** The links of an assessment, newest first. */
export const linksByAssessmentId = defineOperation<{ assessmentId: number }, Record<string, never>, undefined, RemoteLinkSummary[]>({
  id: 'assessment.linksByAssessmentId',
  service: 'assessment',
  method: 'GET',
  path: '/assessments/{assessmentId}/links',
  summary: 'The remote links of an assessment with their states, newest first.',
  access: [PERMISSIONS.ASSESSMENT_VIEW],
  params: assessmentParams,
  response: 'json',
});

/** Revokes a link: it no longer opens and takes no answers. */
export const revokeLink = defineOperation<{ linkId: number }, Record<string, never>, Record<string, never>, RemoteLinkSummary>({
  id: 'assessment.revokeLink',
  service: 'assessment',
  method: 'POST',
  path: '/links/{linkId}/revoke',
  summary: 'Revokes a remote link; answers already saved stay with the assessment.',
  access: [PERMISSIONS.ASSESSMENT_EDIT],
  params: yup.object({ linkId: yup.number().integer().positive().required() }),
  body: yup.object({}),
  response: 'json',
});
