import { useEffect, useState } from 'react';
import { Button } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { ErrorNotice, LoadingNotice } from '../../../components/Notices';
import { SelectField } from '../../../components/SelectField';
import { TextInputField } from '../../../components/TextInputField';
import { selectToday } from '../../../core/app/appSelectors';
import { useErrorText } from '../../../core/i18n/useErrorText';
import { useScreenName } from '../../../core/layout/useScreenName';
import { useAppDispatch, useAppSelector } from '../../../hooks';
import { selectCustomerAccounts, selectLicenseChange, selectLicenseReference, selectWorkReason } from '../backOfficeSelectors';
import { customerAccountsRequested, licenseCreateRequested, referenceRequested } from '../backOfficeSlice';
import { emptyLicenseValues, termsBody } from './licenseForm';
import { LicenseTermsForm } from './LicenseTermsForm';
import { WorkReasonForm } from './WorkReasonForm';

/** A new license of a customer account: find the account, then its terms and the reason. */
export function NewLicensePage() {
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const errorText = useErrorText();
  const reason = useAppSelector(selectWorkReason);
  const reference = useAppSelector(selectLicenseReference);
  const accounts = useAppSelector(selectCustomerAccounts);
  const change = useAppSelector(selectLicenseChange);
  const today = useAppSelector(selectToday);
  const [accountSearch, setAccountSearch] = useState('');
  const [accountId, setAccountId] = useState('');
  const [accountMissing, setAccountMissing] = useState(false);
  const title = intl.formatMessage({ id: 'backOffice.new.title' });
  useScreenName(title);
  useEffect(() => {
    dispatch(referenceRequested());
  }, [dispatch]);
  const creating = change.kind === 'create' ? change : null;
  return (
    <div className="page">
      <h1>{title}</h1>
      <WorkReasonForm />
      {reason !== '' && reference.status === 'loading' ? (
        <LoadingNotice>
          <FormattedMessage id="common.loading" />
        </LoadingNotice>
      ) : null}
      {reference.status === 'failed' && reference.error ? <ErrorNotice>{errorText(reference.error)}</ErrorNotice> : null}
      {reason !== '' && reference.data ? (
        <LicenseTermsForm
          initialValues={emptyLicenseValues(today)}
          reference={reference.data}
          usagesUsed={0}
          typeChoice
          submitLabel={intl.formatMessage({ id: 'backOffice.new.create' })}
          busyText={intl.formatMessage({ id: 'backOffice.new.creating' })}
          doneText={null}
          busy={creating?.status === 'loading'}
          error={creating?.status === 'failed' ? creating.error : null}
          onSubmitAttempt={() => setAccountMissing(accountId === '')}
          onSubmit={(values) => {
            const chosen = Number(accountId);
            if (chosen) dispatch(licenseCreateRequested({ accountId: chosen, body: { ...termsBody(values), type: values.type || 'usage' } }));
          }}
        >
          <fieldset className="fieldset">
            <legend>
              <FormattedMessage id="backOffice.new.accountSearch" />
            </legend>
            <div className="form-grid">
              <TextInputField label={intl.formatMessage({ id: 'backOffice.licenses.account' })} name="accountSearch" type="search" value={accountSearch} onChange={setAccountSearch} />
              <div className="form-actions">
                <Button className="button" onPress={() => dispatch(customerAccountsRequested({ search: accountSearch }))}>
                  <FormattedMessage id="backOffice.new.find" />
                </Button>
              </div>
              <SelectField
                label={intl.formatMessage({ id: 'backOffice.new.account' })}
                name="accountId"
                value={accountId}
                placeholder={intl.formatMessage({ id: 'backOffice.new.chooseAccount' })}
                options={accounts.items.map((account) => ({ value: String(account.id), label: `${account.name} (${account.id})` }))}
                onChange={(value) => {
                  setAccountId(value);
                  setAccountMissing(false);
                }}
                error={accountMissing ? intl.formatMessage({ id: 'backOffice.new.accountRequired' }) : undefined}
                isRequired
              />
            </div>
            {accounts.status === 'succeeded' && accounts.items.length === 0 ? (
              <p className="empty">
                <FormattedMessage id="backOffice.new.noAccounts" />
              </p>
            ) : null}
            {accounts.status === 'failed' && accounts.error ? <ErrorNotice>{errorText(accounts.error)}</ErrorNotice> : null}
          </fieldset>
        </LicenseTermsForm>
      ) : null}
    </div>
  );
}
