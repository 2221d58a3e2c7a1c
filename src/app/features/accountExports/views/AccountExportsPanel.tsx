/**
 * The exports of one customer account on the data-retention staff's account page (issue #18):
 * a stated reason (recorded with every step into the account), the account's exports with their
 * status and link, "Export now", and a download of a ready export before its expiry. Dispatches
 * and selects only; the lead mounts it on the account page with the account's id.
 */
import { useState } from 'react';
import { Button, Form } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AccountExport } from '../../../../contract/services/accountExports';
import { DownloadButtonLink } from '../../../components/DownloadButtonLink';
import { ErrorNotice, LoadingNotice } from '../../../components/Notices';
import { TextInputField } from '../../../components/TextInputField';
import { useErrorText } from '../../../core/i18n/useErrorText';
import { useFormatters } from '../../../core/i18n/useFormatters';
import { useReasonError } from '../../../core/i18n/useReasonError';
import { useAppDispatch, useAppSelector } from '../../../hooks';
import { selectAccountExports, selectExportFileUrl } from '../accountExportsSelectors';
import { exportsRequested, exportStartRequested } from '../accountExportsSlice';

/** The link column of one export, in words. */
function LinkState({ row }: { row: AccountExport }) {
  const format = useFormatters();
  if (row.status !== 'ready') return <>—</>;
  if (row.downloadedAt) return <FormattedMessage id="accountExports.link.used" values={{ at: format.dateTime(row.downloadedAt) }} />;
  if (!row.downloadable) return <FormattedMessage id="accountExports.link.expired" values={{ at: row.expiresAt ? format.dateTime(row.expiresAt) : '' }} />;
  if (!row.mailed) return <FormattedMessage id="accountExports.link.notMailed" />;
  return <FormattedMessage id="accountExports.link.mailed" values={{ at: row.expiresAt ? format.dateTime(row.expiresAt) : '' }} />;
}

/**
 * The exports of one account, for staff: list them, start one, download a ready one; each call
 * with a stated reason.
 * @param statedReason the reason the page was opened with (the account case's), offered as this
 *   panel's until the staff member writes another.
 */
export function AccountExportsPanel({ accountId, statedReason = '' }: { accountId: number; statedReason?: string }) {
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const errorText = useErrorText();
  const format = useFormatters();
  const entry = useAppSelector((state) => selectAccountExports(state, accountId));
  const fileUrl = useAppSelector(selectExportFileUrl);
  const [reason, setReason] = useState(entry.reason || statedReason);
  const [pressed, setPressed] = useState(false);
  const reasonError = useReasonError();
  const error = pressed ? reasonError(reason) : undefined;
  const act = (what: 'show' | 'start') => {
    setPressed(true);
    if (reasonError(reason)) return;
    dispatch(what === 'show' ? exportsRequested({ accountId, reason: reason.trim() }) : exportStartRequested({ accountId, reason: reason.trim() }));
  };
  const headingId = `account-exports-${accountId}`;
  return (
    <section className="panel" aria-labelledby={headingId}>
      <h2 id={headingId}>
        <FormattedMessage id="accountExports.title" />
      </h2>
      <p>
        <FormattedMessage id="accountExports.intro" />
      </p>
      <Form
        onSubmit={(event) => {
          event.preventDefault();
          act('show');
        }}
      >
        <TextInputField
          label={intl.formatMessage({ id: 'accountExports.reason' })}
          description={intl.formatMessage({ id: 'accountExports.reasonHint' })}
          name="exportReason"
          value={reason}
          onChange={setReason}
          error={error}
          isRequired
        />
        <div className="button-row">
          <Button type="submit" className="button" isDisabled={entry.list.status === 'loading'}>
            <FormattedMessage id={entry.list.status === 'succeeded' ? 'accountExports.refresh' : 'accountExports.show'} />
          </Button>
          <Button className="button button--primary" isDisabled={entry.start.status === 'loading'} onPress={() => act('start')}>
            <FormattedMessage id="accountExports.exportNow" />
          </Button>
        </div>
      </Form>
      {entry.start.status === 'succeeded' ? (
        <p className="notice" role="status">
          <FormattedMessage id="accountExports.started" />
        </p>
      ) : null}
      {entry.start.error ? (
        <ErrorNotice title={intl.formatMessage({ id: 'accountExports.startFailed' })}>{errorText(entry.start.error)}</ErrorNotice>
      ) : null}
      {entry.list.status === 'loading' ? (
        <LoadingNotice>
          <FormattedMessage id="accountExports.loading" />
        </LoadingNotice>
      ) : null}
      {entry.list.error ? <ErrorNotice title={intl.formatMessage({ id: 'accountExports.loadFailed' })}>{errorText(entry.list.error)}</ErrorNotice> : null}
      {entry.list.status === 'succeeded' && entry.list.items.length === 0 ? (
        <p>
          <FormattedMessage id="accountExports.none" />
        </p>
      ) : null}
      {entry.list.items.length > 0 ? (
        <table className="table" aria-labelledby={headingId}>
          <thead>
            <tr>
              <th scope="col">
                <FormattedMessage id="accountExports.column.requested" />
              </th>
              <th scope="col">
                <FormattedMessage id="accountExports.column.kind" />
              </th>
              <th scope="col">
                <FormattedMessage id="accountExports.column.status" />
              </th>
              <th scope="col">
                <FormattedMessage id="accountExports.column.link" />
              </th>
              <th scope="col">
                <FormattedMessage id="accountExports.column.file" />
              </th>
            </tr>
          </thead>
          <tbody>
            {entry.list.items.map((row) => (
              <tr key={row.id}>
                <td id={`account-export-${row.id}`}>{format.dateTime(row.createdAt)}</td>
                <td>
                  <FormattedMessage id={`accountExports.kind.${row.kind}`} />
                </td>
                <td>
                  <FormattedMessage id={`accountExports.status.${row.status}`} values={{ reason: row.failureReason ?? '' }} />
                </td>
                <td>
                  <LinkState row={row} />
                </td>
                <td>
                  {row.downloadable && row.fileName ? (
                    <DownloadButtonLink href={fileUrl(accountId, row.id)} fileName={row.fileName} describedBy={`account-export-${row.id}`}>
                      <FormattedMessage id="accountExports.download" />
                    </DownloadButtonLink>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}
