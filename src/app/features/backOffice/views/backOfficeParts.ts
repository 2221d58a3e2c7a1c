/**
 * The parts of the back office its home links to, in order. Each part is its own feature (its
 * own folder under `features/`); its link and one-line description are message ids of that
 * feature's catalogue, and the home shows a part only to a user holding its permission.
 */
import { type PermissionName, PERMISSIONS } from '../../../../domain/permissions';
import type { MessageId } from '../../../core/i18n/messageId';

/** One part of the back office on its home. */
export interface BackOfficePart {
  /** The SPA path the link opens. */
  href: string;
  /** The permission that opens the part (the server checks it again on every call). */
  permission: PermissionName;
  /** The message id of the link's words. */
  linkMessageId: MessageId;
  /** The message id of the sentence under the link. */
  textMessageId: MessageId;
}

/** The back office's parts, in the order the home lists them. */
export const BACK_OFFICE_PARTS: readonly BackOfficePart[] = [
  { href: '/back-office/licenses', permission: PERMISSIONS.FEATURE_LICENSE_MANAGE, linkMessageId: 'backOffice.licensesLink', textMessageId: 'backOffice.licensesText' },
  { href: '/back-office/products', permission: PERMISSIONS.PRODUCT_CONFIGURE, linkMessageId: 'products.link', textMessageId: 'products.linkText' },
  { href: '/back-office/stimulus-books', permission: PERMISSIONS.PRODUCT_CONFIGURE, linkMessageId: 'stimulusBooks.link', textMessageId: 'stimulusBooks.linkText' },
  { href: '/back-office/tracker', permission: PERMISSIONS.ASSESSMENT_TRACKER_VIEW, linkMessageId: 'tracker.homeLink', textMessageId: 'tracker.homeText' },
  { href: '/back-office/feedback', permission: PERMISSIONS.FEEDBACK_MANAGE, linkMessageId: 'feedbackInbox.link', textMessageId: 'feedbackInbox.text' },
  { href: '/back-office/configuration', permission: PERMISSIONS.PRODUCT_CONFIGURE, linkMessageId: 'platformConfiguration.link', textMessageId: 'platformConfiguration.linkText' },
];
