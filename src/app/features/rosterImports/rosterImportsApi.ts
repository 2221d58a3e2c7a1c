/** Calls of the imports feature (issue #19): plain async functions over the injected http client. */
import { rosterImports } from '../../../contract';
import type { CommitRosterImportBody, CreateRosterImportBody, DryRunBody } from '../../../contract/services/rosterImports';
import type { HttpClient, ServiceEndpoint } from '../../core/http/httpClient';

/** Starts an import: its record, waiting for the parts. */
export const postRosterImport = (http: HttpClient, endpoint: ServiceEndpoint, body: CreateRosterImportBody, idempotencyKey: string) =>
  http.send(rosterImports.createRosterImport, { body, idempotencyKey }, endpoint);

/** Sends one part (number `seq` from 0, base64 bytes). */
export const putRosterImportPart = (http: HttpClient, endpoint: ServiceEndpoint, importId: number, seq: number, data: string) =>
  http.send(rosterImports.uploadRosterImportPart, { params: { importId }, body: { seq, data } }, endpoint);

/** Starts the dry run (with an examinee CSV's mapping). */
export const postRosterImportDryRun = (http: HttpClient, endpoint: ServiceEndpoint, importId: number, body: DryRunBody, idempotencyKey: string) =>
  http.send(rosterImports.startRosterImportDryRun, { params: { importId }, body, idempotencyKey }, endpoint);

/** One import: state, progress, dry run, result. */
export const fetchRosterImport = (http: HttpClient, endpoint: ServiceEndpoint, importId: number) =>
  http.send(rosterImports.getRosterImport, { params: { importId } }, endpoint);

/** Commits the dry run with the decisions for the held duplicates. */
export const postRosterImportCommit = (http: HttpClient, endpoint: ServiceEndpoint, importId: number, body: CommitRosterImportBody, idempotencyKey: string) =>
  http.send(rosterImports.commitRosterImport, { params: { importId }, body, idempotencyKey }, endpoint);
