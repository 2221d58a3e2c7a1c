/** The catalogue ids of the words the back office's license screens show for the domain's values. */
import type { LicenseDomain, LicenseOptionKey } from '../../../../domain/licenseOptions';
import type { FeatureLicenseStatus, LicenseEventKind, LicenseStatusAction } from '../../../../domain/licenseStatus';
import type { ChangedField, FeatureLicenseType } from '../../../../domain/licenseTerms';
import type { MessageId } from '../../../core/i18n/messageId';

/** Each license type's name. */
export const TYPE_MESSAGES: Readonly<Record<FeatureLicenseType, MessageId>> = {
  usage: 'backOffice.type.usage',
  subscription: 'backOffice.type.subscription',
  groupUsage: 'backOffice.type.groupUsage',
};

/** Each status's name. */
export const STATUS_MESSAGES: Readonly<Record<FeatureLicenseStatus, MessageId>> = {
  active: 'backOffice.status.active',
  suspended: 'backOffice.status.suspended',
  expired: 'backOffice.status.expired',
  ended: 'backOffice.status.ended',
};

/** Each status action's button. */
export const ACTION_MESSAGES: Readonly<Record<LicenseStatusAction, MessageId>> = {
  suspend: 'backOffice.action.suspend',
  resume: 'backOffice.action.resume',
  end: 'backOffice.action.end',
};

/** Each history entry's kind. */
export const EVENT_MESSAGES: Readonly<Record<LicenseEventKind, MessageId>> = {
  created: 'backOffice.event.created',
  changed: 'backOffice.event.changed',
  suspended: 'backOffice.event.suspended',
  resumed: 'backOffice.event.resumed',
  ended: 'backOffice.event.ended',
};

/** Each term's name in the history. */
export const FIELD_MESSAGES: Readonly<Record<ChangedField, MessageId>> = {
  name: 'backOffice.field.name',
  productId: 'backOffice.field.productId',
  reportType: 'backOffice.field.reportType',
  usagesGranted: 'backOffice.field.usagesGranted',
  validFrom: 'backOffice.field.validFrom',
  validUntil: 'backOffice.field.validUntil',
  options: 'backOffice.field.options',
};

/** Each option's label. */
export const OPTION_MESSAGES: Readonly<Record<LicenseOptionKey, MessageId>> = {
  seats: 'backOffice.option.seats',
  renewalDate: 'backOffice.option.renewalDate',
  billingCycle: 'backOffice.option.billingCycle',
  salesChannel: 'backOffice.option.salesChannel',
};

/** A domain value's word. */
export const domainValueMessage = (domain: LicenseDomain, value: string): MessageId => `backOffice.domain.${domain}.${value}` as MessageId;
