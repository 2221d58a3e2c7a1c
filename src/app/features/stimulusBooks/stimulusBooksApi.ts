/** Calls of the back office's stimulus books, through the contract's operations. */
import type { BodyOf } from '../../../contract/operation';
import { publishedStimulusBooks, publishStimulusBook } from '../../../contract/services/stimulusBooks';
import type { HttpClient, ServiceEndpoint } from '../../core/http/httpClient';

/** Every published stimulus book. */
export const fetchStimulusBooks = (http: HttpClient, endpoint: ServiceEndpoint) => http.send(publishedStimulusBooks, {}, endpoint);

/**
 * Publishes a book with its files (with an Idempotency-Key, so a retried request publishes once).
 * The book is the operator's JSON as read: the server checks it and names every problem.
 */
export const postStimulusBook = (http: HttpClient, endpoint: ServiceEndpoint, body: BodyOf<typeof publishStimulusBook>, idempotencyKey: string) =>
  http.send(publishStimulusBook, { body, idempotencyKey }, endpoint);
