import { useEffect, useState } from 'react';
import { Button } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { SESSION_WHEN, type SessionFilterValues } from '../../../../contract/services/liveSessions';
import { LIVE_SESSION_STATUSES } from '../../../../domain/live/liveSession';
import { SelectField } from '../../../components/SelectField';
import { TextInputField } from '../../../components/TextInputField';
import type { DashboardFilter } from '../liveDashboardSlice';

/** Props of {@link DashboardFilters}. */
interface DashboardFiltersProps {
  filter: DashboardFilter;
  values: SessionFilterValues | null;
  onChange: (change: Partial<DashboardFilter>) => void;
  onReset: () => void;
}

const orUndefined = (value: string): string | undefined => (value === '' ? undefined : value);

/** Upcoming / past / all, and the filters by status, examiner, product, dates and a search. */
export function DashboardFilters({ filter, values, onChange, onReset }: DashboardFiltersProps) {
  const intl = useIntl();
  const [search, setSearch] = useState(filter.search ?? '');
  useEffect(() => setSearch(filter.search ?? ''), [filter.search]);
  const statuses = values?.statuses.length ? values.statuses : LIVE_SESSION_STATUSES;
  return (
    <div className="filters" role="search" aria-label={intl.formatMessage({ id: 'liveSessions.filters' })}>
      <SelectField
        label={intl.formatMessage({ id: 'liveSessions.filter.when' })}
        name="when"
        value={filter.when}
        options={SESSION_WHEN.map((when) => ({ value: when, label: intl.formatMessage({ id: `liveSessions.when.${when}` }) }))}
        onChange={(when) => onChange({ when: when as DashboardFilter['when'] })}
      />
      <SelectField
        label={intl.formatMessage({ id: 'liveSessions.filter.status' })}
        name="status"
        value={filter.status ?? ''}
        placeholder={intl.formatMessage({ id: 'liveSessions.filter.any' })}
        options={statuses.map((status) => ({ value: status, label: intl.formatMessage({ id: `liveSessions.status.${status}` }) }))}
        onChange={(status) => onChange({ status: orUndefined(status) as DashboardFilter['status'] })}
      />
      <SelectField
        label={intl.formatMessage({ id: 'liveSessions.filter.examiner' })}
        name="examinerId"
        value={filter.examinerId === undefined ? '' : String(filter.examinerId)}
        placeholder={intl.formatMessage({ id: 'liveSessions.filter.any' })}
        options={(values?.examiners ?? []).map((examiner) => ({ value: String(examiner.id), label: examiner.name }))}
        onChange={(id) => onChange({ examinerId: id === '' ? undefined : Number(id) })}
      />
      <SelectField
        label={intl.formatMessage({ id: 'liveSessions.filter.product' })}
        name="productId"
        value={filter.productId ?? ''}
        placeholder={intl.formatMessage({ id: 'liveSessions.filter.any' })}
        options={(values?.products ?? []).map((product) => ({ value: product.id, label: `${product.code} ${product.name}` }))}
        onChange={(productId) => onChange({ productId: orUndefined(productId) })}
      />
      <TextInputField type="date" label={intl.formatMessage({ id: 'liveSessions.filter.from' })} name="from" value={filter.from ?? ''} onChange={(from) => onChange({ from: orUndefined(from) })} />
      <TextInputField type="date" label={intl.formatMessage({ id: 'liveSessions.filter.to' })} name="to" value={filter.to ?? ''} onChange={(to) => onChange({ to: orUndefined(to) })} />
      <form
        className="filters__search"
        onSubmit={(event) => {
          event.preventDefault();
          onChange({ search: orUndefined(search.trim()) });
        }}
      >
        <TextInputField type="search" label={intl.formatMessage({ id: 'liveSessions.filter.search' })} name="search" value={search} onChange={setSearch} />
        <Button type="submit" className="button">
          <FormattedMessage id="liveSessions.filter.apply" />
        </Button>
      </form>
      <Button className="button filters__reset" onPress={onReset}>
        <FormattedMessage id="liveSessions.filter.reset" />
      </Button>
    </div>
  );
}
