/**
 * The shapes the back office's platform configuration answers (src/contract/services/platformConfiguration.ts):
 * a stored version of config.json with who made it, when and why, and the history. Types are
 * inferred from these schemas.
 */
import * as yup from 'yup';

/** A version's who, when and why (the history's entries). */
export const appConfigVersionSummarySchema = yup.object({
  version: yup.number().integer().required(),
  /** The staff member's name when they saved it; the configuration file's for the seed. */
  userName: yup.string().defined(),
  reason: yup.string().defined(),
  /** For a rollback: the version whose content it restored; else null. */
  restoredFrom: yup.number().integer().nullable().defined(),
  /** When it was saved (ISO instant). */
  at: yup.string().defined(),
});

/** A version with its document (passed through as stored: config.json's sections). */
export const appConfigVersionSchema = appConfigVersionSummarySchema.shape({
  config: yup.mixed<Record<string, unknown>>().defined(),
});

/** The configuration as the back office reads it: the version asked for (the current one unless a number is given), the current number and the history. */
export const jsonConfigSchema = yup.object({
  currentVersion: yup.number().integer().required(),
  version: appConfigVersionSchema.required(),
  /** Every version, newest first. */
  history: yup.array(appConfigVersionSummarySchema).required(),
});
