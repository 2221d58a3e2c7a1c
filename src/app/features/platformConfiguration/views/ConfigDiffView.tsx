import { FormattedMessage, useIntl } from 'react-intl';
import type { ConfigDiff } from '../platformConfigurationDiff';

const MARKERS = { added: '+', removed: '−', same: ' ' } as const;
const WORDS = { added: 'platformConfiguration.diff.added', removed: 'platformConfiguration.diff.removed', same: 'platformConfiguration.diff.unchanged' } as const;

/**
 * The line diff of two versions: every line in order, an added one marked `+` and a removed one
 * `−` besides its colour, and each named in words for screen readers.
 */
export function ConfigDiffView({ diff }: { diff: ConfigDiff }) {
  const intl = useIntl();
  return (
    <section className="config-diff" aria-labelledby="config-diff-heading">
      <h3 id="config-diff-heading">
        <FormattedMessage id="platformConfiguration.diff.heading" values={{ from: diff.from, to: diff.to }} />
      </h3>
      <p role="status">
        {diff.added + diff.removed === 0 ? (
          <FormattedMessage id="platformConfiguration.diff.none" />
        ) : (
          <FormattedMessage id="platformConfiguration.diff.summary" values={{ added: diff.added, removed: diff.removed }} />
        )}
      </p>
      <ol className="config-diff__lines">
        {diff.lines.map((line, index) => (
          <li key={index} className={`config-diff__line config-diff__line--${line.kind}`}>
            <span className="config-diff__marker" aria-hidden="true">
              {MARKERS[line.kind]}
            </span>
            {line.kind === 'same' ? null : <span className="visually-hidden">{intl.formatMessage({ id: WORDS[line.kind] })}: </span>}
            <code>{line.text}</code>
          </li>
        ))}
      </ol>
    </section>
  );
}
