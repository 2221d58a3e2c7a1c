/** The call of the new-assessment picker's catalogue. */
import { businessUnits } from '../../../contract';
import type { HttpClient, ServiceEndpoint } from '../../core/http/httpClient';

/** Every form with its delivery modes and marketing text, in the user's language. */
export const fetchFormCatalogue = (http: HttpClient, endpoint: ServiceEndpoint) => http.send(businessUnits.formDeliverySearch, { query: {} }, endpoint);
