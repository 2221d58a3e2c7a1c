import { useEffect } from 'react';
import { Link } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AccountCase } from '../../../../contract/services/dataRetention';
import { hasAuthority, PERMISSIONS } from '../../../../domain/permissions';
import { ErrorNotice, LoadingNotice } from '../../../components/Notices';
import type { MessageId } from '../../../core/i18n/messageId';
import { useErrorText } from '../../../core/i18n/useErrorText';
import { useFormatters } from '../../../core/i18n/useFormatters';
import { useScreenName } from '../../../core/layout/useScreenName';
import { selectIdentity } from '../../../core/session/sessionSelectors';
import { useAppDispatch, useAppSelector } from '../../../hooks';
import { selectWorkReason } from '../../backOffice/backOfficeSelectors';
import { WorkReasonForm } from '../../backOffice/views/WorkReasonForm';
import { selectAccountCase } from '../dataRetentionSelectors';
import { caseRequested, staffRequested } from '../dataRetentionSlice';
import { AccountExportsPanel } from '../../accountExports/views/AccountExportsPanel';
import { DeleteAccountPanel } from '../../dataManagement/views/DeleteAccountPanel';
import { CaseActions } from './CaseActions';
import { CaseAddresses, CaseNotices } from './CaseContacts';
import { STATE_MESSAGES } from './retentionLabels';

/** The case's facts: state, activity, dates, hold and assignee. */
function CaseDetails({ accountCase }: { accountCase: AccountCase }) {
  const intl = useIntl();
  const format = useFormatters();
  const none = intl.formatMessage({ id: 'dataRetention.none' });
  const rows: [MessageId, string][] = [
    ['dataRetention.column.state', intl.formatMessage({ id: STATE_MESSAGES[accountCase.state] })],
    ['dataRetention.case.created', format.dateTime(accountCase.createdAt)],
    ['dataRetention.column.lastActivity', accountCase.lastActivityAt ? format.dateTime(accountCase.lastActivityAt) : none],
    ['dataRetention.case.dormantSince', accountCase.dormantSince ? format.dateTime(accountCase.dormantSince) : none],
    ['dataRetention.case.dormantDeletionDate', accountCase.dormantDeletionDate ? format.date(accountCase.dormantDeletionDate) : none],
    ['dataRetention.case.requestedAt', accountCase.deletionRequestedAt ? format.dateTime(accountCase.deletionRequestedAt) : none],
    ['dataRetention.case.requestDate', accountCase.deletionRequestDate ? format.date(accountCase.deletionRequestDate) : none],
    [
      'dataRetention.case.hold',
      accountCase.legalHold
        ? intl.formatMessage({ id: 'dataRetention.case.holdValue' }, { reason: accountCase.legalHold.reason, by: accountCase.legalHold.setBy?.name ?? none, at: format.dateTime(accountCase.legalHold.setAt) })
        : none,
    ],
    ['dataRetention.case.deletedAt', accountCase.deletedAt ? `${format.dateTime(accountCase.deletedAt)} · ${accountCase.deletionReason ?? ''}` : none],
    ['dataRetention.column.assignee', accountCase.assignee?.name ?? intl.formatMessage({ id: 'dataRetention.nobody' })],
  ];
  return (
    <section className="panel" aria-labelledby="case-details-heading">
      <h2 id="case-details-heading">
        <FormattedMessage id="dataRetention.case.details" />
      </h2>
      <dl className="facts">
        {rows.map(([label, value]) => (
          <div key={label} className="facts__item">
            <dt>{intl.formatMessage({ id: label })}</dt>
            <dd data-field={label}>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/**
 * An account's retention case: its facts, what staff may do with it, its contact addresses, the
 * notices sent with their delivery, the account's exports, and its deletion and recovery (for
 * staff whose role may delete account data).
 */
export function AccountCasePage({ accountId }: { accountId: number }) {
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const errorText = useErrorText();
  const reason = useAppSelector(selectWorkReason);
  const identity = useAppSelector(selectIdentity);
  // The panel's operations answer 403 without the role's permission: the panel is not offered then.
  const canDelete = hasAuthority(identity?.permissions, [PERMISSIONS.ACCOUNT_DATA_DELETE]);
  const loaded = useAppSelector(selectAccountCase);
  const accountCase = loaded.data && loaded.data.accountId === accountId ? loaded.data : null;
  const title = accountCase?.name ?? intl.formatMessage({ id: 'dataRetention.case.title' });
  useScreenName(title);
  useEffect(() => {
    dispatch(staffRequested());
  }, [dispatch]);
  useEffect(() => {
    if (reason !== '') dispatch(caseRequested({ accountId }));
  }, [dispatch, reason, accountId]);
  return (
    <div className="page">
      <p>
        <Link href="/data-retention">
          <FormattedMessage id="dataRetention.case.back" />
        </Link>
      </p>
      <h1>{title}</h1>
      <WorkReasonForm />
      {reason !== '' && loaded.status === 'loading' ? (
        <LoadingNotice>
          <FormattedMessage id="common.loading" />
        </LoadingNotice>
      ) : null}
      {loaded.status === 'failed' && loaded.error ? <ErrorNotice>{errorText(loaded.error)}</ErrorNotice> : null}
      {reason !== '' && accountCase ? (
        <>
          <CaseDetails accountCase={accountCase} />
          {/* Keyed by the case's assignee and dates, so a stored change starts the fields afresh. */}
          <CaseActions key={`${accountCase.assignee?.id ?? 0}-${accountCase.dormantDeletionDate ?? ''}-${accountCase.deletionRequestDate ?? ''}`} accountCase={accountCase} />
          <CaseAddresses />
          <CaseNotices accountId={accountId} />
          <AccountExportsPanel accountId={accountId} statedReason={reason} />
          {canDelete ? <DeleteAccountPanel accountId={accountId} statedReason={reason} /> : null}
        </>
      ) : null}
    </div>
  );
}
