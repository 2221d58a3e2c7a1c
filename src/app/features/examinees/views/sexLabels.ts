import type { MessageId } from '../../../core/i18n/messageId';
import type { Sex } from '../../../../domain/examinee';

/** The message of each recorded sex. */
export const SEX_MESSAGES: Record<Sex, MessageId> = { female: 'sex.female', male: 'sex.male', other: 'sex.other', unspecified: 'sex.unspecified' };
