import { FormattedMessage } from 'react-intl';
import type { RaisedFlag } from '../../../../domain/scoring/scoreTypes';
import type { MessageId } from '../../../core/i18n/messageId';

const SEVERITY_MESSAGES: Record<RaisedFlag['severity'], MessageId> = { critical: 'flags.critical', warning: 'flags.warning', info: 'flags.info' };

/** Raised flags, critical first; critical flags are red and say so in words, not only in colour. */
export function FlagList({ flags }: { flags: RaisedFlag[] }) {
  if (flags.length === 0)
    return (
      <p className="flags__none">
        <FormattedMessage id="flags.none" />
      </p>
    );
  return (
    <ul className="flags">
      {flags.map((flag) => (
        <li key={flag.id} className={`flag flag--${flag.severity}`}>
          <p className="flag__title">
            <span className="flag__severity">
              <FormattedMessage id={SEVERITY_MESSAGES[flag.severity]} />
            </span> {flag.label}
          </p>
          {flag.action ? <p className="flag__action">{flag.action}</p> : null}
        </li>
      ))}
    </ul>
  );
}
