/**
 * The values the preview of a video-session invitation fills, the way the server fills them when
 * it queues the message (src/server/services/email/sendEmail.ts): the appointment and the link's
 * expiry written by the domain's `formatInstant` in the message's language and the examiner's
 * time zone, and the video service's address or the sentence that the examiner sends it.
 */
import { formatInstant, type PlaceholderValues, render, vppLinkWindow } from '../../../domain/email';
import { VIDEO_LINK_TO_FOLLOW } from '../../../domain/emailTemplates';
import { bcp47, type Locale } from '../../../domain/locale';

/** What the preview knows before anything is sent. */
export interface VppPreviewInput {
  locale: Locale;
  /** The appointment as an ISO instant, or `null` while none is chosen. */
  startsAt: string | null;
  /** The examiner's IANA time zone. */
  timeZone: string;
  examinerName: string;
  /** Whether the server has a video service address (assessment.emailPage). */
  videoServiceConfigured: boolean;
  /** The address as the SPA's config.json names it, or `null`. */
  videoServiceAddress: string | null;
  /** Shown where a value exists only once the message is sent or the form is filled in. */
  standIns: { link: string; startsAt: string; expiresAt: string; videoLink: string };
}

/**
 * The placeholder values of the invitation's appointment, link, expiry and video call. Without a
 * configured service the sentence of the message's language stands in for the address; with one
 * the SPA does not know (its configuration failed to load), a stand-in does.
 */
export function vppPreviewValues(input: VppPreviewInput): Pick<PlaceholderValues, 'link' | 'startsAt' | 'expiresAt' | 'videoLink'> {
  const language = bcp47(input.locale);
  const videoLink = input.videoServiceConfigured
    ? (input.videoServiceAddress ?? input.standIns.videoLink)
    : render(VIDEO_LINK_TO_FOLLOW[input.locale], { examinerName: input.examinerName });
  if (input.startsAt === null) return { link: input.standIns.link, startsAt: input.standIns.startsAt, expiresAt: input.standIns.expiresAt, videoLink };
  return {
    link: input.standIns.link,
    startsAt: formatInstant(input.startsAt, language, input.timeZone),
    expiresAt: formatInstant(vppLinkWindow(new Date(input.startsAt)).expiresAt.toISOString(), language, input.timeZone),
    videoLink,
  };
}
