/** Calls of the examinee page's progress section. */
import { examinees } from '../../../contract';
import type { HttpClient, ServiceEndpoint } from '../../core/http/httpClient';

/** An examinee's scores over time per product, with bands and reliable change. */
export const fetchExamineeProgress = (http: HttpClient, endpoint: ServiceEndpoint, examineeRecordId: number) =>
  http.send(examinees.examineeProgress, { params: { examineeRecordId } }, endpoint);
