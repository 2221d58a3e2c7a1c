import { FormattedMessage } from 'react-intl';
import { LIVE_CLOSE_CODES } from '../../../../domain/live/liveProtocol';
import type { LiveConnectionState } from '../liveScreenSlice';

/** Why the socket closed for good, by its close code. */
function closedWhy(code: number | null): 'liveSessions.closed.unauthorized' | 'liveSessions.closed.forbidden' | 'liveSessions.closed.notFound' | 'liveSessions.closed.ended' | 'liveSessions.closed.other' {
  switch (code) {
    case LIVE_CLOSE_CODES.unauthorized:
      return 'liveSessions.closed.unauthorized';
    case LIVE_CLOSE_CODES.forbidden:
      return 'liveSessions.closed.forbidden';
    case LIVE_CLOSE_CODES.notFound:
      return 'liveSessions.closed.notFound';
    case LIVE_CLOSE_CODES.ended:
      return 'liveSessions.closed.ended';
    default:
      return 'liveSessions.closed.other';
  }
}

/** The connection: connecting, connected, reconnecting in N s, or closed for good with why. */
export function ConnectionStatus({ connection }: { connection: LiveConnectionState }) {
  const content = (() => {
    switch (connection.phase) {
      case 'idle':
      case 'connecting':
        return <FormattedMessage id="liveSessions.connection.connecting" />;
      case 'open':
        return <FormattedMessage id="liveSessions.connection.open" />;
      case 'closed':
        return connection.retryInMs === null ? (
          <FormattedMessage id={closedWhy(connection.code)} />
        ) : (
          <FormattedMessage
            id={connection.wasOpen ? 'liveSessions.connection.retrying' : 'liveSessions.connection.unreached'}
            values={{ seconds: Math.max(1, Math.round(connection.retryInMs / 1000)) }}
          />
        );
    }
  })();
  return (
    <p className={`live-connection live-connection--${connection.phase}`} role="status">
      {content}
    </p>
  );
}
