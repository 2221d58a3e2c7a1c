import { useState } from 'react';
import { Button } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import type { JsonConfig } from '../../../../contract/services/platformConfiguration';
import { ErrorNotice, LoadingNotice } from '../../../components/Notices';
import { SelectField } from '../../../components/SelectField';
import { useErrorText } from '../../../core/i18n/useErrorText';
import { useAppDispatch, useAppSelector } from '../../../hooks';
import { selectConfigDiff } from '../platformConfigurationDiff';
import { selectConfigVersions } from '../platformConfigurationSelectors';
import { compareRequested } from '../platformConfigurationSlice';
import { ConfigDiffView } from './ConfigDiffView';

/** Two versions chosen from the history, and the differences between them. */
export function ConfigCompare({ config }: { config: JsonConfig }) {
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const errorText = useErrorText();
  const versions = useAppSelector(selectConfigVersions);
  const diff = useAppSelector(selectConfigDiff);
  const numbers = config.history.map((entry) => entry.version);
  // Until chosen, the newest two versions: the defaults follow the history as versions are saved.
  const [fromChoice, setFrom] = useState<string | null>(null);
  const [toChoice, setTo] = useState<string | null>(null);
  const from = fromChoice ?? String(numbers[1] ?? numbers[0] ?? '');
  const to = toChoice ?? String(numbers[0] ?? '');
  const options = numbers.map((version) => ({ value: String(version), label: intl.formatMessage({ id: 'platformConfiguration.compare.option' }, { version }) }));
  if (numbers.length < 2) return null;
  return (
    <section className="panel" aria-labelledby="config-compare-heading">
      <h2 id="config-compare-heading">
        <FormattedMessage id="platformConfiguration.compare.heading" />
      </h2>
      <form
        className="form"
        onSubmit={(event) => {
          event.preventDefault();
          dispatch(compareRequested({ from: Number(from), to: Number(to) }));
        }}
      >
        <SelectField label={intl.formatMessage({ id: 'platformConfiguration.compare.from' })} name="compareFrom" value={from} options={options} onChange={setFrom} />
        <SelectField label={intl.formatMessage({ id: 'platformConfiguration.compare.to' })} name="compareTo" value={to} options={options} onChange={setTo} />
        <div className="form-actions">
          <Button type="submit" className="button">
            <FormattedMessage id="platformConfiguration.compare.show" />
          </Button>
        </div>
      </form>
      {versions.status === 'loading' ? (
        <LoadingNotice>
          <FormattedMessage id="platformConfiguration.loading" />
        </LoadingNotice>
      ) : null}
      {versions.status === 'failed' && versions.error ? <ErrorNotice>{errorText(versions.error)}</ErrorNotice> : null}
      {diff ? <ConfigDiffView diff={diff} /> : null}
    </section>
  );
}
