import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ErrorNotice, LoadingNotice } from '../../../components/Notices';
import { Pager } from '../../../components/Pager';
import { useErrorText } from '../../../core/i18n/useErrorText';
import { useFormatters } from '../../../core/i18n/useFormatters';
import { useScreenName } from '../../../core/layout/useScreenName';
import { useAppDispatch, useAppSelector } from '../../../hooks';
import { selectLedger, selectLicenses } from '../licensingSelectors';
import { ledgerPageRequested, licensingPageOpened } from '../licensingSlice';
import { LicensesTable } from './LicensesTable';
import { UsageLedgerTable } from './UsageLedgerTable';

/** The account's licenses and the usage ledger, paged, newest first (account administrators). */
export function LicensesPage() {
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const errorText = useErrorText();
  const format = useFormatters();
  const licenses = useAppSelector(selectLicenses);
  const ledger = useAppSelector(selectLedger);
  const title = intl.formatMessage({ id: 'licensing.title' });
  useScreenName(title);
  useEffect(() => {
    dispatch(licensingPageOpened());
  }, [dispatch]);
  return (
    <div className="page">
      <h1>{title}</h1>
      <section className="panel" aria-labelledby="licenses-heading">
        <h2 id="licenses-heading">
          <FormattedMessage id="licensing.licenses" />
        </h2>
        {licenses.status === 'loading' ? (
          <LoadingNotice>
            <FormattedMessage id="common.loading" />
          </LoadingNotice>
        ) : null}
        {licenses.status === 'failed' && licenses.error ? <ErrorNotice>{errorText(licenses.error)}</ErrorNotice> : null}
        {licenses.status === 'succeeded' && licenses.items.length === 0 ? (
          <p className="empty">
            <FormattedMessage id="licensing.noLicenses" />
          </p>
        ) : null}
        {licenses.items.length > 0 ? <LicensesTable licenses={licenses.items} /> : null}
      </section>
      <section className="panel" aria-labelledby="ledger-heading">
        <h2 id="ledger-heading">
          <FormattedMessage id="licensing.ledger" />
        </h2>
        <p>
          <FormattedMessage id="licensing.ledgerHelp" />
        </p>
        {ledger.status === 'loading' && ledger.items.length === 0 ? (
          <LoadingNotice>
            <FormattedMessage id="common.loading" />
          </LoadingNotice>
        ) : null}
        {ledger.status === 'failed' && ledger.error ? <ErrorNotice>{errorText(ledger.error)}</ErrorNotice> : null}
        {ledger.status === 'succeeded' && ledger.total === 0 ? (
          <p className="empty">
            <FormattedMessage id="licensing.noUsage" />
          </p>
        ) : null}
        {ledger.items.length > 0 ? <UsageLedgerTable entries={ledger.items} /> : null}
        {ledger.total > 0 ? (
          <Pager
            label={intl.formatMessage({ id: 'licensing.pages' })}
            status={intl.formatMessage(
              { id: 'licensing.pageStatus' },
              { page: format.number(ledger.page), pageCount: format.number(ledger.pageCount), total: ledger.total, totalText: format.number(ledger.total) },
            )}
            page={ledger.page}
            pageCount={ledger.pageCount}
            busy={ledger.status === 'loading'}
            onPage={(page) => dispatch(ledgerPageRequested({ page }))}
          />
        ) : null}
      </section>
    </div>
  );
}
