import { useEffect, useRef } from 'react';
import { Button } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../hooks';
import { selectRevealed } from '../remoteAdministrationSelectors';
import { addressCopyRequested, revealedDismissed } from '../remoteAdministrationSlice';

/**
 * A link's address, shown this once (the server keeps only its hash): Copy, and Done to put it
 * away. Focus moves here when it appears, so a keyboard or screen-reader user finds it at once.
 */
export function RevealedAddressNotice() {
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const revealed = useAppSelector(selectRevealed);
  const heading = useRef<HTMLHeadingElement>(null);
  const url = revealed?.url ?? null;
  useEffect(() => {
    if (url) heading.current?.focus();
  }, [url]);
  if (!revealed) return null;
  const titleId = revealed.reason === 'created' ? 'remote.revealed.created' : revealed.reason === 'resent' ? 'remote.revealed.resent' : 'remote.revealed.launchBlocked';
  return (
    <section className="notice notice--success" aria-labelledby="remote-revealed-heading">
      <h3 id="remote-revealed-heading" ref={heading} tabIndex={-1} className="notice__title">
        <FormattedMessage id={titleId} />
      </h3>
      {revealed.reason === 'launchBlocked' ? (
        <p>
          <FormattedMessage id="remote.revealed.blocked" />{' '}
          <a href={revealed.url} target="_blank" rel="noopener noreferrer">
            <FormattedMessage id="remote.revealed.openPlayer" />
          </a>
        </p>
      ) : (
        <p>
          <strong>
            <FormattedMessage id="remote.revealed.once" />
          </strong>{' '}
          {revealed.reason === 'resent' ? <FormattedMessage id="remote.revealed.oldStops" /> : null}
        </p>
      )}
      <div className="field">
        <label className="field__label" htmlFor="remote-revealed-url">
          <FormattedMessage id="remote.address" />
        </label>
        <input id="remote-revealed-url" className="field__input" readOnly value={revealed.url} onFocus={(event) => event.target.select()} />
      </div>
      <div className="form-actions">
        <Button className="button button--primary" onPress={() => dispatch(addressCopyRequested({ url: revealed.url }))}>
          <FormattedMessage id="remote.copy" />
        </Button>
        <Button className="button button--quiet" onPress={() => dispatch(revealedDismissed())}>
          <FormattedMessage id="remote.done" />
        </Button>
        <span role="status">
          {revealed.copy === 'copied' ? intl.formatMessage({ id: 'remote.copied' }) : revealed.copy === 'failed' ? intl.formatMessage({ id: 'remote.copyFailed' }) : ''}
        </span>
      </div>
    </section>
  );
}
