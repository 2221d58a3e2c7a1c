import type { Season } from '../../../../domain/assessment';
import type { MessageId } from '../../../core/i18n/messageId';

/** The message of each season's name. */
export const SEASON_MESSAGES: Record<Season, MessageId> = {
  fall: 'administration.season.fall',
  winter: 'administration.season.winter',
  spring: 'administration.season.spring',
};
