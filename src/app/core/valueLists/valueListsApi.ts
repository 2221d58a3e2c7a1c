/** The call of the value lists (util.domainByType). */
import * as valueLists from '../../../contract/services/valueLists';
import type { ValueListType } from '../../../domain/valueLists';
import type { HttpClient, ServiceEndpoint } from '../http/httpClient';

/** The active values of a list, in order, labelled in the user's language. */
export const fetchValueList = (http: HttpClient, endpoint: ServiceEndpoint, type: ValueListType) => http.send(valueLists.domainByType, { params: { type } }, endpoint);
