import { useIntl } from 'react-intl';
import { TextInputField } from '../../../components/TextInputField';
import { localizeFieldError } from '../../../core/i18n/fieldErrors';

/** Whom an e-mail goes to, as formik hands the values over. */
export interface RecipientValues {
  recipientAddress: string;
  recipientName: string;
}

/** Props of {@link RecipientFields}. */
export interface RecipientFieldsProps {
  values: RecipientValues;
  /** Untranslated messages from the shared schema or the server, by field. */
  errors: Partial<Record<keyof RecipientValues, string>>;
  setField: (name: keyof RecipientValues, value: string) => void;
  touch: (name: keyof RecipientValues) => void;
  /** Whether the address must be given (false where the form can also make a link instead). */
  addressRequired?: boolean;
  /** Help under the address. */
  addressDescription?: string;
}

/** The recipient's e-mail address and name: shared by the e-mail form of one assessment and the one of a session. */
export function RecipientFields({ values, errors, setField, touch, addressRequired = true, addressDescription }: RecipientFieldsProps) {
  const intl = useIntl();
  return (
    <>
      <TextInputField
        label={intl.formatMessage({ id: 'remote.recipientAddress' })}
        name="recipientAddress"
        type="email"
        autoComplete="off"
        value={values.recipientAddress}
        onChange={(value) => setField('recipientAddress', value)}
        onBlur={() => touch('recipientAddress')}
        error={localizeFieldError(intl, errors.recipientAddress)}
        description={addressDescription}
        isRequired={addressRequired}
      />
      <TextInputField
        label={intl.formatMessage({ id: 'remote.recipientName' })}
        name="recipientName"
        autoComplete="off"
        value={values.recipientName}
        onChange={(value) => setField('recipientName', value)}
        onBlur={() => touch('recipientName')}
        error={localizeFieldError(intl, errors.recipientName)}
      />
    </>
  );
}
