import type { Sex } from '../../../../domain/examinee';

/** How each recorded sex is shown. */
export const SEX_LABELS: Record<Sex, string> = { female: 'Female', male: 'Male', other: 'Other', unspecified: 'Unspecified' };
