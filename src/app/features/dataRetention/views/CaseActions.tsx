import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AccountCase } from '../../../../contract/services/dataRetention';
import { ErrorNotice } from '../../../components/Notices';
import { SelectField } from '../../../components/SelectField';
import { TextInputField } from '../../../components/TextInputField';
import { useErrorText } from '../../../core/i18n/useErrorText';
import { useFormatters } from '../../../core/i18n/useFormatters';
import { selectIdentity } from '../../../core/session/sessionSelectors';
import { useAppDispatch, useAppSelector } from '../../../hooks';
import { selectCaseChange, selectRetentionStaff } from '../dataRetentionSelectors';
import { changeRequested } from '../dataRetentionSlice';
import { ReasonDialog } from '../../../components/ReasonDialog';
import { RETENTION_REASON_WORDS } from './reasonWords';

/**
 * What staff may do with a case now, each asking for its reason: assign it (to a colleague, to
 * themselves, or to nobody), extend a dormant account's grace period, postpone a deletion request,
 * and set or release the legal hold.
 */
export function CaseActions({ accountCase }: { accountCase: AccountCase }) {
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const errorText = useErrorText();
  const format = useFormatters();
  const staff = useAppSelector(selectRetentionStaff);
  const change = useAppSelector(selectCaseChange);
  const me = useAppSelector(selectIdentity)?.userId ?? null;
  const { accountId, state } = accountCase;
  const busy = change.status === 'loading';
  const [assigneeId, setAssigneeId] = useState(String(accountCase.assignee?.id ?? ''));
  const [graceDate, setGraceDate] = useState('');
  const [requestDate, setRequestDate] = useState('');
  const ended = state === 'deleted' || state === 'purged';
  return (
    <section className="panel form" aria-labelledby="case-actions-heading">
      <h2 id="case-actions-heading">
        <FormattedMessage id="dataRetention.case.actions" />
      </h2>
      {change.status === 'failed' && change.error ? <ErrorNotice>{errorText(change.error)}</ErrorNotice> : null}
      <p role="status">
        {busy ? <FormattedMessage id="dataRetention.saving" /> : null}
        {change.status === 'succeeded' ? <FormattedMessage id="dataRetention.saved" /> : null}
      </p>
      <h3>
        <FormattedMessage id="dataRetention.assign.heading" />
      </h3>
      <SelectField
        label={intl.formatMessage({ id: 'dataRetention.assign.label' })}
        name="assigneeId"
        value={assigneeId}
        placeholder={intl.formatMessage({ id: 'dataRetention.nobody' })}
        options={staff.items.map((member) => ({ value: String(member.id), label: member.name }))}
        onChange={setAssigneeId}
      />
      <div className="form-actions">
        <ReasonDialog
          words={RETENTION_REASON_WORDS}
          label={intl.formatMessage({ id: 'dataRetention.assign.submit' })}
          text={intl.formatMessage({ id: 'dataRetention.assign.text' })}
          isDisabled={busy}
          onConfirm={(reason) => dispatch(changeRequested({ kind: 'assign', accountId, assigneeId: assigneeId === '' ? null : Number(assigneeId), reason }))}
        />
        {me !== null && accountCase.assignee?.id !== me ? (
          <ReasonDialog
            words={RETENTION_REASON_WORDS}
            label={intl.formatMessage({ id: 'dataRetention.assign.toMe' })}
            text={intl.formatMessage({ id: 'dataRetention.assign.text' })}
            isDisabled={busy}
            onConfirm={(reason) => dispatch(changeRequested({ kind: 'assign', accountId, assigneeId: me, reason }))}
          />
        ) : null}
      </div>
      {state === 'dormant' ? (
        <>
          <h3>
            <FormattedMessage id="dataRetention.grace.heading" />
          </h3>
          <TextInputField
            label={intl.formatMessage({ id: 'dataRetention.grace.label' })}
            name="graceDate"
            type="date"
            value={graceDate}
            max={accountCase.latestChangeDate}
            description={intl.formatMessage({ id: 'dataRetention.grace.help' }, { latest: format.date(accountCase.latestChangeDate) })}
            onChange={setGraceDate}
            isRequired
          />
          <div className="form-actions">
            <ReasonDialog
              words={RETENTION_REASON_WORDS}
              label={intl.formatMessage({ id: 'dataRetention.grace.submit' })}
              text={intl.formatMessage({ id: 'dataRetention.grace.text' })}
              isDisabled={busy || graceDate === ''}
              onConfirm={(reason) => dispatch(changeRequested({ kind: 'gracePeriod', accountId, deletionDate: graceDate, reason }))}
            />
          </div>
        </>
      ) : null}
      {state === 'deletionRequested' ? (
        <>
          <h3>
            <FormattedMessage id="dataRetention.request.heading" />
          </h3>
          <TextInputField
            label={intl.formatMessage({ id: 'dataRetention.request.label' })}
            name="requestDate"
            type="date"
            value={requestDate}
            max={accountCase.latestChangeDate}
            description={intl.formatMessage({ id: 'dataRetention.request.help' })}
            onChange={setRequestDate}
            isRequired
          />
          <div className="form-actions">
            <ReasonDialog
              words={RETENTION_REASON_WORDS}
              label={intl.formatMessage({ id: 'dataRetention.request.submit' })}
              text={intl.formatMessage({ id: 'dataRetention.request.text' })}
              isDisabled={busy || requestDate === ''}
              onConfirm={(reason) => dispatch(changeRequested({ kind: 'deletionDate', accountId, deletionDate: requestDate, reason }))}
            />
          </div>
        </>
      ) : null}
      {state !== 'purged' ? (
        <>
          <h3>
            <FormattedMessage id="dataRetention.hold.heading" />
          </h3>
          <div className="form-actions">
            {state === 'onHold' ? (
              <ReasonDialog
                words={RETENTION_REASON_WORDS}
                label={intl.formatMessage({ id: 'dataRetention.hold.release' })}
                text={intl.formatMessage({ id: 'dataRetention.hold.releaseText' })}
                isDisabled={busy}
                onConfirm={(reason) => dispatch(changeRequested({ kind: 'legalHold', accountId, action: 'release', reason }))}
              />
            ) : (
              <ReasonDialog
                words={RETENTION_REASON_WORDS}
                label={intl.formatMessage({ id: 'dataRetention.hold.set' })}
                text={intl.formatMessage({ id: ended ? 'dataRetention.hold.setTextDeleted' : 'dataRetention.hold.setText' })}
                isDisabled={busy}
                onConfirm={(reason) => dispatch(changeRequested({ kind: 'legalHold', accountId, action: 'set', reason }))}
              />
            )}
          </div>
        </>
      ) : null}
    </section>
  );
}
