/** Message ids of the link states and respondents, and the instant each state is dated by. */
import type { RemoteLinkSummary } from '../../../../contract/services/remoteLinks';
import type { LinkRespondent, LinkState } from '../../../../domain/remoteLink';
import type { MessageId } from '../../../core/i18n/messageId';

/** The label of each link state. */
export const LINK_STATE_MESSAGES: Readonly<Record<LinkState, MessageId>> = {
  sent: 'remote.state.sent',
  opened: 'remote.state.opened',
  inProgress: 'remote.state.inProgress',
  completed: 'remote.state.completed',
  expired: 'remote.state.expired',
  revoked: 'remote.state.revoked',
};

/** Who answers, in words. */
export const RESPONDENT_MESSAGES: Readonly<Record<LinkRespondent, MessageId>> = {
  examinee: 'remote.respondent.examinee',
  parent: 'remote.respondent.parent',
  teacher: 'remote.respondent.teacher',
};

/** When a link entered its state: created, opened, begun, submitted, expired or revoked. */
export function linkStateTime(link: RemoteLinkSummary): string {
  switch (link.state) {
    case 'sent':
      return link.createdAt;
    case 'opened':
      return link.openedAt ?? link.createdAt;
    case 'inProgress':
      return link.launchedAt ?? link.openedAt ?? link.createdAt;
    case 'completed':
      return link.completedAt ?? link.createdAt;
    case 'expired':
      return link.expiresAt;
    case 'revoked':
      return link.revokedAt ?? link.createdAt;
  }
}
