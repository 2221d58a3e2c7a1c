/** The feedback service's one setting (config.ts `feedbackEmail`, from `FEEDBACK_EMAIL`). */
import type { ServerConfig } from '../../config';

/** Settings of the feedback service. */
export interface FeedbackSettings {
  /** The support address, or null when unset. */
  supportEmail: string | null;
}

/** The feedback settings of the server's configuration. */
export const feedbackSettingsOf = (config: Pick<ServerConfig, 'feedbackEmail'>): FeedbackSettings => ({ supportEmail: config.feedbackEmail });
