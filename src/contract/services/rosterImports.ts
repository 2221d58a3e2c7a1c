/**
 * Imports of examinees and groups (issue #19 "Imports and exports"): a OneRoster 1.2 CSV ZIP or an
 * examinee CSV is uploaded in parts, its dry run is planned by a job (progress polled), and the
 * dry run is committed, with the user's decisions for held duplicates, all or nothing.
 * Who may import: a user with EXAMINEE_EDIT imports examinee CSVs; OneRoster (which also makes
 * groups and assigns teachers) takes ACCOUNT_USERS_MANAGE too (the service checks it). A user
 * limited to their legitimate interest (a teacher) cannot import: an import matches the whole
 * account's records, which such a user may not see (403).
 */
import * as yup from 'yup';
import { PERMISSIONS } from '../../domain/permissions';
import { columnMappingSchema } from '../../domain/roster/columnMapping';
import { DUPLICATE_DECISIONS, type DuplicateDecision } from '../../domain/roster/duplicates';
import { ROSTER_IMPORT_KINDS, ROSTER_IMPORT_STATUSES, ROSTER_MAX_BYTES, ROSTER_PART_BYTES, type RosterImport, type RosterImportKind } from '../../domain/roster/rosterImport';
import { defineOperation } from '../operation';
import type { Screen } from '../screen';
import { ROSTER_IMPORT_SCREENS } from './rosterImportScreens';
import type { Agreed, SchemaWrites } from '../schemaAgreement';

const importParams = yup.object({ importId: yup.number().integer().positive().required() });

const issueSchema = yup.object({ file: yup.string().required(), line: yup.number().integer().required(), reason: yup.string().required() });
const heldSchema = yup.object({
  key: yup.string().required(),
  file: yup.string().required(),
  line: yup.number().integer().required(),
  incoming: yup.object({ examineeId: yup.string().required(), firstName: yup.string().defined(), lastName: yup.string().defined(), birthDate: yup.string().nullable().defined() }),
  existing: yup.object({
    id: yup.number().integer().required(),
    examineeId: yup.string().required(),
    firstName: yup.string().defined(),
    lastName: yup.string().defined(),
    birthDate: yup.string().nullable().defined(),
  }),
});
const count = () => yup.number().integer().required();
const summarySchema = yup.object({
  rows: count(),
  created: count(),
  updated: count(),
  unchanged: count(),
  skipped: count(),
  held: count(),
  errors: count(),
  warnings: count(),
  groupsCreated: count(),
  groupsUpdated: count(),
  groupsUnchanged: count(),
  membersAdded: count(),
  membersRemoved: count(),
  staffAdded: count(),
  staffRemoved: count(),
});

/** An import as answered. */
export const rosterImportSchema = yup.object({
  id: yup.number().integer().required(),
  kind: yup.string().oneOf([...ROSTER_IMPORT_KINDS]).required(),
  fileName: yup.string().required(),
  status: yup.string().oneOf([...ROSTER_IMPORT_STATUSES]).required(),
  sizeBytes: count(),
  receivedBytes: count(),
  processedBytes: count(),
  mapping: columnMappingSchema.nullable().defined().default(null),
  headers: yup.array(yup.string().defined()).nullable().defined(),
  summary: summarySchema.nullable().defined().default(null),
  errors: yup.array(issueSchema).defined(),
  warnings: yup.array(issueSchema).defined(),
  held: yup.array(heldSchema).defined(),
  failure: yup.string().nullable().defined(),
  createdAt: yup.string().required(),
  committedAt: yup.string().nullable().defined(),
});
/** An import as answered. */
export type RosterImportAnswer = yup.InferType<typeof rosterImportSchema>;

/** The schema writes every field of the domain's import (checked when compiling). */
type _RosterImportAgrees = Agreed<SchemaWrites<typeof rosterImportSchema, RosterImport>>;

/** Body of {@link createRosterImport}: the kind of file, its name and size. */
const createBodySchema = yup.object({
  kind: yup.mixed<RosterImportKind>().oneOf([...ROSTER_IMPORT_KINDS], 'Choose a OneRoster ZIP or an examinee CSV.').required('Choose a OneRoster ZIP or an examinee CSV.'),
  fileName: yup.string().trim().required('Choose a file.').max(255),
  sizeBytes: yup
    .number()
    .integer()
    .min(1, 'The file is empty.')
    .max(ROSTER_MAX_BYTES, `The file must be at most ${ROSTER_MAX_BYTES / 1024 / 1024} MB.`)
    .required(),
});
/** What {@link createRosterImport} takes. */
export type CreateRosterImportBody = yup.InferType<typeof createBodySchema>;

/** Starts an import: its record, waiting for the file's parts. */
export const createRosterImport = defineOperation<Record<string, never>, Record<string, never>, CreateRosterImportBody, RosterImportAnswer>({
  id: 'assessment.createRosterImport',
  service: 'assessment',
  method: 'POST',
  path: '/imports',
  summary: 'Starts an import of a OneRoster ZIP or an examinee CSV (the file follows in parts).',
  access: [PERMISSIONS.EXAMINEE_IMPORT],
  body: createBodySchema,
  response: 'json',
  responseSchema: rosterImportSchema,
  audit: { entity: 'rosterImport', id: { response: 'id' } },
  successStatus: 201,
});

/** Body of {@link uploadRosterImportPart}: the part's number (from 0) and its bytes in base64. */
const partBodySchema = yup.object({
  seq: yup.number().integer().min(0).max(Math.ceil(ROSTER_MAX_BYTES / ROSTER_PART_BYTES)).required(),
  data: yup
    .string()
    .required('Send the part.')
    .max(Math.ceil(ROSTER_PART_BYTES / 3) * 4, 'The part is too large.')
    .matches(/^[A-Za-z0-9+/]*={0,2}$/, 'Send the part in base64.'),
});

/** One part of an import's file. Once the last arrives, an examinee CSV's header and offered mapping are read. */
export const uploadRosterImportPart = defineOperation<{ importId: number }, Record<string, never>, yup.InferType<typeof partBodySchema>, RosterImportAnswer>({
  id: 'assessment.uploadRosterImportPart',
  service: 'assessment',
  method: 'PUT',
  path: '/imports/{importId}/parts',
  summary: "Stores one part of an import's file.",
  access: [PERMISSIONS.EXAMINEE_IMPORT],
  params: importParams,
  body: partBodySchema,
  response: 'json',
  responseSchema: rosterImportSchema,
  audit: { entity: 'rosterImport', id: { params: 'importId' } },
});

/** Body of {@link startRosterImportDryRun}: an examinee CSV's column mapping (saved for the account). */
const dryRunBodySchema = yup.object({ mapping: columnMappingSchema.optional() });
/** What {@link startRosterImportDryRun} takes. */
export type DryRunBody = yup.InferType<typeof dryRunBodySchema>;

/** Plans the import (a job): nothing is written to the account's records. Poll {@link getRosterImport}. */
export const startRosterImportDryRun = defineOperation<{ importId: number }, Record<string, never>, DryRunBody, RosterImportAnswer>({
  id: 'assessment.startRosterImportDryRun',
  service: 'assessment',
  method: 'POST',
  path: '/imports/{importId}/dry-run',
  summary: 'Starts the dry run of an uploaded import (with an examinee CSV\'s column mapping).',
  access: [PERMISSIONS.EXAMINEE_IMPORT],
  params: importParams,
  body: dryRunBodySchema,
  response: 'json',
  responseSchema: rosterImportSchema,
  audit: { entity: 'rosterImport', id: { params: 'importId' } },
});

/** One import: its state, progress, dry run and result. */
export const getRosterImport = defineOperation<{ importId: number }, Record<string, never>, undefined, RosterImportAnswer>({
  id: 'assessment.getRosterImport',
  service: 'assessment',
  method: 'GET',
  path: '/imports/{importId}',
  summary: 'One import: its state, progress, dry run and result.',
  access: [PERMISSIONS.EXAMINEE_IMPORT],
  params: importParams,
  response: 'json',
  responseSchema: rosterImportSchema,
  audit: { entity: 'rosterImport', id: { params: 'importId' } },
});

/** Body of {@link commitRosterImport}: a decision for each held duplicate. */
const commitBodySchema = yup.object({
  decisions: yup
    .array(
      yup.object({
        key: yup.string().required().max(300),
        decision: yup.mixed<DuplicateDecision>().oneOf([...DUPLICATE_DECISIONS], 'Choose merge, keep both or skip.').required('Choose merge, keep both or skip.'),
      }),
    )
    .max(100_000)
    .default([]),
});
/** What {@link commitRosterImport} takes. */
export type CommitRosterImportBody = yup.InferType<typeof commitBodySchema>;

/** Commits a dry run (a job): everything it planned, in one transaction, or nothing. */
export const commitRosterImport = defineOperation<{ importId: number }, Record<string, never>, CommitRosterImportBody, RosterImportAnswer>({
  id: 'assessment.commitRosterImport',
  service: 'assessment',
  method: 'POST',
  path: '/imports/{importId}/commit',
  summary: 'Commits the dry run of an import, with the decisions for its held duplicates.',
  access: [PERMISSIONS.EXAMINEE_IMPORT],
  params: importParams,
  body: commitBodySchema,
  response: 'json',
  responseSchema: rosterImportSchema,
  audit: { entity: 'rosterImport', id: { params: 'importId' } },
});

const savedMappingSchema = yup.object({ mapping: columnMappingSchema.nullable().defined().default(null) });

/** The account's saved examinee CSV column mapping. */
export const examineeImportMapping = defineOperation<Record<string, never>, Record<string, never>, undefined, yup.InferType<typeof savedMappingSchema>>({
  id: 'assessment.examineeImportMapping',
  service: 'assessment',
  method: 'GET',
  path: '/imports/examinee-mapping',
  summary: "The account's saved examinee CSV column mapping (null before the first import).",
  access: [PERMISSIONS.EXAMINEE_IMPORT],
  response: 'json',
  responseSchema: savedMappingSchema,
  audit: { entity: 'rosterImport', id: null },
});

/** The screens of the SPA this capability owns (src/contract/screen.ts). */
export const SCREENS: readonly Screen[] = ROSTER_IMPORT_SCREENS;
