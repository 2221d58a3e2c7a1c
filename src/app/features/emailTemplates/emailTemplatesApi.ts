/** Calls of the e-mail templates page, through the contract's operations. */
import { emailTemplates, resetEmailTemplate, updateEmailTemplate } from '../../../contract/services/email';
import type { HttpClient, ServiceEndpoint } from '../../core/http/httpClient';
import type { TemplateEdit, TemplateKey } from './emailTemplatesSlice';

/** Every template of the account, every kind and language. */
export const fetchTemplates = (http: HttpClient, endpoint: ServiceEndpoint) => http.send(emailTemplates, {}, endpoint);

/** Saves the account's own text of a template. */
export const putTemplate = (http: HttpClient, endpoint: ServiceEndpoint, edit: TemplateEdit) =>
  http.send(updateEmailTemplate, { params: { kind: edit.kind, locale: edit.locale }, body: { subject: edit.subject, body: edit.body } }, endpoint);

/** Returns a template to the built-in text. */
export const deleteTemplate = (http: HttpClient, endpoint: ServiceEndpoint, key: TemplateKey) =>
  http.send(resetEmailTemplate, { params: { kind: key.kind, locale: key.locale } }, endpoint);
