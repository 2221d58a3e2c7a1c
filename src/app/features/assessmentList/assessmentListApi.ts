/** Calls of the assessment list. */
import { account, selection } from '../../../contract';
import type { AssessmentListQuery } from '../../../contract/services/assessmentSelection';
import type { HttpClient, ServiceEndpoint } from '../../core/http/httpClient';

/** A page of the account's assessments. */
export const fetchAssessmentPage = (http: HttpClient, endpoint: ServiceEndpoint, query: AssessmentListQuery) =>
  http.send(selection.searchAssessments, { query }, endpoint);

/** The account's examiners, for the examiner filter. */
export const fetchListExaminers = (http: HttpClient, endpoint: ServiceEndpoint) => http.send(account.accountExaminers, {}, endpoint);
