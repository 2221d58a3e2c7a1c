/**
 * How staff read and edit the app configuration (`config.json`): apart from its schema
 * (appConfigSchema.ts), so that the platform-configuration slice, which the SPA's first scripts
 * carry, formats a version without taking yup with it.
 */

/** The document as staff read and edit it: two-space indented JSON, keys in their stored order. */
export const formatAppConfig = (config: unknown): string => JSON.stringify(config, null, 2);
