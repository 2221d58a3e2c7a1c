import { createSelector } from 'reselect';
import { selectServicesBaseUrl } from '../config/configSelectors';
import { selectToken } from '../session/sessionSelectors';
import type { ServiceEndpoint } from './httpClient';

/** Where the services are and the current token: what every api call needs. */
export const selectServiceEndpoint = createSelector(
  [selectServicesBaseUrl, selectToken],
  (baseUrl, token): ServiceEndpoint => ({ baseUrl, token }),
);
