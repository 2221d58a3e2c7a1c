/**
 * The numbers the help quotes, taken from where the product keeps them (domain constants, the
 * server's settings, config.json) rather than written into the text, so the help cannot drift
 * from what the product does.
 */
import type { AppConfig } from '../../../contract/appConfig';
import { keepAliveTiming, warningLeadFor } from '../../../domain/keepAliveTiming';
import { VPP_EXPIRES_HOURS_AFTER, VPP_OPENS_HOURS_BEFORE } from '../../../domain/email';
import { CORRECTION_WINDOW_MS } from '../../../domain/licensing';
import { MIN_PASSWORD_LENGTH } from '../../../domain/passwordRule';
import { DEFAULT_LINK_VALIDITY_DAYS, MAX_LINK_VALIDITY_DAYS } from '../../../domain/remoteLink';
import { LOCKOUT_MINUTES, MAX_FAILED_SIGN_INS } from '../../../domain/signInLockout';
import type { ServerConfig } from '../../config';
import { RESET_TOKEN_MINUTES } from '../../services/passwords/passwordReset';

/** The facts of one running server that the help states. */
export interface HelpFacts {
  /** A session ends after this many seconds without activity. */
  idleLimitSeconds: number;
  /** A session ends this many hours after sign-in, whatever the activity. */
  absoluteHours: number;
  /** The time-out warning shows this many seconds before the idle limit. */
  warningLeadSeconds: number;
  /** Failed sign-ins in a row that lock a user. */
  maxFailedSignIns: number;
  /** How long a lock lasts, in minutes. */
  lockoutMinutes: number;
  /** The least length of a new password, in characters. */
  minPasswordLength: number;
  /** How long a password-reset link works, in minutes. */
  passwordResetMinutes: number;
  /** A remote link's default and longest validity, in days. */
  linkValidityDays: { default: number; max: number };
  /** A video-session invitation's link opens this many hours before the appointment and works this many after it. */
  videoSessionHours: { before: number; after: number };
  /** Free corrections: a report regenerated within this many days of the first costs nothing. */
  correctionWindowDays: number;
  /** The grace period of a self-service account deletion, in days. */
  selfDeletionGraceDays: number;
  /** How long an account export's single-use download link works, in hours. */
  exportLinkHours: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The facts for a server's settings and its config.json's keep-alive timing.
 * @param config the server's settings (idle and absolute session limits).
 * @param appConfig the configuration document served to the SPA (`{}` when it could not be read).
 */
export function helpFacts(config: ServerConfig, appConfig: AppConfig): HelpFacts {
  const idleLimitSeconds = config.sessionIdleSeconds ?? config.sessionIdleMinutes * 60;
  const lead = warningLeadFor(keepAliveTiming(appConfig.qgServices?.keepAlive), idleLimitSeconds * 1000);
  return {
    idleLimitSeconds,
    absoluteHours: config.sessionAbsoluteHours,
    warningLeadSeconds: Math.round(lead / 1000),
    maxFailedSignIns: MAX_FAILED_SIGN_INS,
    lockoutMinutes: LOCKOUT_MINUTES,
    minPasswordLength: MIN_PASSWORD_LENGTH,
    passwordResetMinutes: RESET_TOKEN_MINUTES,
    linkValidityDays: { default: DEFAULT_LINK_VALIDITY_DAYS, max: MAX_LINK_VALIDITY_DAYS },
    videoSessionHours: { before: VPP_OPENS_HOURS_BEFORE, after: VPP_EXPIRES_HOURS_AFTER },
    correctionWindowDays: Math.round(CORRECTION_WINDOW_MS / DAY_MS),
    selfDeletionGraceDays: config.retention.selfDeletionGraceDays,
    exportLinkHours: config.retention.exportLinkHours,
  };
}

/** "30 minutes", "1 minute", "45 seconds": a duration in seconds in words, whole minutes when it divides. */
export function durationText(seconds: number): string {
  if (seconds % 60 === 0) {
    const minutes = seconds / 60;
    return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
  }
  return `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;
}
