import { type FormEvent, useState } from 'react';
import { Button } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { SelectField } from '../../../components/SelectField';
import { TextInputField } from '../../../components/TextInputField';
import { useAppDispatch, useAppSelector } from '../../../hooks';
import { selectTrackerLookup } from '../assessmentTrackerSelectors';
import { lookupRequested, type TrackerLookup } from '../assessmentTrackerSlice';
import { recordIdOf } from './trackerText';

/** One lookup form: a heading, its fields and Find; `lookup` answers what to look up, or `null` while a field is wrong. */
function LookupForm({ id, children, lookup, onInvalid }: { id: string; children: React.ReactNode; lookup: () => TrackerLookup | null; onInvalid: () => void }) {
  const dispatch = useAppDispatch();
  const busy = useAppSelector(selectTrackerLookup).status === 'loading';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const wanted = lookup();
    if (wanted === null) onInvalid();
    else if (!busy) dispatch(lookupRequested(wanted));
  };
  return (
    <form className="panel form" noValidate aria-labelledby={id} onSubmit={submit}>
      {children}
      <div className="form-actions">
        <Button type="submit" className="button button--primary" isDisabled={busy}>
          <FormattedMessage id="tracker.find.submit" />
        </Button>
      </div>
    </form>
  );
}

/** The three lookups: by assessment id, by an administration session or a remote link, by an examinee id in an account. */
export function TrackerLookupForms() {
  const intl = useIntl();
  const [assessmentId, setAssessmentId] = useState('');
  const [sessionKind, setSessionKind] = useState<'administration' | 'link'>('administration');
  const [sessionId, setSessionId] = useState('');
  const [accountId, setAccountId] = useState('');
  const [examineeId, setExamineeId] = useState('');
  const [checked, setChecked] = useState<Record<string, boolean>>({});
  const check = (form: string) => () => setChecked((current) => ({ ...current, [form]: true }));
  const idError = (form: string, text: string) => (checked[form] && recordIdOf(text) === null ? intl.formatMessage({ id: 'tracker.find.invalidId' }) : undefined);
  return (
    <div className="tracker-lookups">
      <LookupForm
        id="tracker-by-id"
        onInvalid={check('id')}
        lookup={() => {
          const id = recordIdOf(assessmentId);
          return id === null ? null : { kind: 'assessment', assessmentId: id };
        }}
      >
        <h2 id="tracker-by-id">
          <FormattedMessage id="tracker.find.byId" />
        </h2>
        <TextInputField label={intl.formatMessage({ id: 'tracker.find.assessmentId' })} name="assessmentId" value={assessmentId} onChange={setAssessmentId} error={idError('id', assessmentId)} isRequired />
      </LookupForm>
      <LookupForm
        id="tracker-by-session"
        onInvalid={check('session')}
        lookup={() => {
          const id = recordIdOf(sessionId);
          return id === null ? null : { kind: 'session', sessionKind, sessionId: id };
        }}
      >
        <h2 id="tracker-by-session">
          <FormattedMessage id="tracker.find.bySession" />
        </h2>
        <SelectField
          label={intl.formatMessage({ id: 'tracker.find.sessionKind' })}
          name="sessionKind"
          value={sessionKind}
          onChange={(value) => setSessionKind(value === 'link' ? 'link' : 'administration')}
          options={[
            { value: 'administration', label: intl.formatMessage({ id: 'tracker.find.kindAdministration' }) },
            { value: 'link', label: intl.formatMessage({ id: 'tracker.find.kindLink' }) },
          ]}
        />
        <TextInputField label={intl.formatMessage({ id: 'tracker.find.sessionId' })} name="sessionId" value={sessionId} onChange={setSessionId} error={idError('session', sessionId)} isRequired />
      </LookupForm>
      <LookupForm
        id="tracker-by-examinee"
        onInvalid={check('examinee')}
        lookup={() => {
          const id = recordIdOf(accountId);
          return id === null || examineeId.trim() === '' ? null : { kind: 'examinee', accountId: id, examineeId: examineeId.trim() };
        }}
      >
        <h2 id="tracker-by-examinee">
          <FormattedMessage id="tracker.find.byExaminee" />
        </h2>
        <TextInputField label={intl.formatMessage({ id: 'tracker.find.accountId' })} name="accountId" value={accountId} onChange={setAccountId} error={idError('examinee', accountId)} isRequired />
        <TextInputField
          label={intl.formatMessage({ id: 'tracker.find.examineeId' })}
          name="examineeId"
          value={examineeId}
          onChange={setExamineeId}
          error={checked['examinee'] && examineeId.trim() === '' ? intl.formatMessage({ id: 'tracker.find.examineeIdRequired' }) : undefined}
          isRequired
        />
      </LookupForm>
    </div>
  );
}
