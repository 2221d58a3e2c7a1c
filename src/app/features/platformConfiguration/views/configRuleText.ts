/**
 * The words of config.json's schema rules and of a change's reason (domain appConfigSchema.ts) in
 * the user's language: each English rule message of the domain has its message id here; a message
 * without one (a server's newer rule) is shown as it came.
 */
import type { IntlShape } from 'react-intl';
import { APP_CONFIG_MESSAGES, CONFIG_REASON_MESSAGES } from '../../../../domain/appConfigSchema';
import { STAFF_REASON_LIMITS } from '../../../../domain/staffReason';
import type { MessageId } from '../../../core/i18n/messageId';

const M = APP_CONFIG_MESSAGES;

/** Each rule's message id, by the domain's English message. */
const RULE_MESSAGES: Readonly<Record<string, MessageId>> = {
  [M.unknownKey]: 'platformConfiguration.rule.unknownKey',
  [M.required]: 'platformConfiguration.rule.required',
  [M.text]: 'platformConfiguration.rule.text',
  [M.object]: 'platformConfiguration.rule.object',
  [M.boolean]: 'platformConfiguration.rule.boolean',
  [M.path]: 'platformConfiguration.rule.path',
  [M.address]: 'platformConfiguration.rule.address',
  [M.externalHost]: 'platformConfiguration.rule.externalHost',
  [M.iceUrls]: 'platformConfiguration.rule.iceUrls',
  [M.host]: 'platformConfiguration.rule.host',
  [M.parameter]: 'platformConfiguration.rule.parameter',
  [M.seconds]: 'platformConfiguration.rule.seconds',
  [M.localTokenMissing]: 'platformConfiguration.rule.localTokenMissing',
  [M.notJson]: 'platformConfiguration.rule.notJson',
  [M.notObject]: 'platformConfiguration.rule.notObject',
  // The reason's rule is the staff reason's (domain staffReason.ts): the core's words, shared by every reason form.
  [CONFIG_REASON_MESSAGES.required]: 'common.reason.required',
  [CONFIG_REASON_MESSAGES.tooShort]: 'common.reason.tooShort',
  [CONFIG_REASON_MESSAGES.tooLong]: 'common.reason.tooLong',
};

/** A rule's message in the user's language; `undefined` stays `undefined`. */
export function configRuleText(intl: IntlShape, message: string | undefined): string | undefined {
  if (message === undefined) return undefined;
  const id = RULE_MESSAGES[message];
  return id ? intl.formatMessage({ id }, STAFF_REASON_LIMITS) : message;
}
