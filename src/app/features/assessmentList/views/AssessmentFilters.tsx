import { Button, Input, Label, SearchField, Text } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { ASSESSMENT_SORTS, type AssessmentSort } from '../../../../contract/services/assessmentSelection';
import { ASSESSMENT_STATUSES, type AssessmentStatus } from '../../../../domain/assessment';
import { SelectField } from '../../../components/SelectField';
import { TextInputField } from '../../../components/TextInputField';
import type { AccountTerms } from '../../../core/i18n/accountTerms';
import type { MessageId } from '../../../core/i18n/messageId';
import { useAppDispatch, useAppSelector } from '../../../hooks';
import { selectAssessmentList } from '../assessmentListSelectors';
import { filterChanged, filterReset, sortChanged } from '../assessmentListSlice';

/** Labels of the statuses, as the examinee's history shows them. */
export const STATUS_MESSAGES: Record<AssessmentStatus, MessageId> = {
  draft: 'status.draft',
  inProgress: 'status.inProgress',
  complete: 'status.complete',
  scored: 'status.scored',
};

const SORT_MESSAGES: Record<AssessmentSort, MessageId> = {
  '-administrationDate': 'assessmentList.sort.newest',
  administrationDate: 'assessmentList.sort.oldest',
  examineeName: 'assessmentList.sort.nameAsc',
  '-examineeName': 'assessmentList.sort.nameDesc',
  '-updatedAt': 'assessmentList.sort.recent',
};

const isStatus = (value: string): value is AssessmentStatus => (ASSESSMENT_STATUSES as readonly string[]).includes(value);
const isSort = (value: string): value is AssessmentSort => (ASSESSMENT_SORTS as readonly string[]).includes(value);

/** The list's filters (form, status, examiner, administration dates, examinee text) and sort order. */
export function AssessmentFilters({ terms }: { terms: AccountTerms }) {
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const list = useAppSelector(selectAssessmentList);
  const { filter } = list;
  const any = intl.formatMessage({ id: 'assessmentList.any' });
  const dateError = filter.administeredFrom && filter.administeredTo && filter.administeredTo < filter.administeredFrom;
  return (
    <form className="toolbar filters" role="search" aria-label={intl.formatMessage({ id: 'assessmentList.filters' })} onSubmit={(event) => event.preventDefault()}>
      <SearchField className="field field--search" value={filter.search ?? ''} onChange={(value) => dispatch(filterChanged({ search: value }))}>
        <Label className="field__label">
          <FormattedMessage id="assessmentList.search" />
        </Label>
        <Input className="field__input" />
        <Text slot="description" className="field__description">
          <FormattedMessage id="assessmentList.searchHint" values={terms} />
        </Text>
      </SearchField>
      <SelectField
        className="field--sort"
        label={intl.formatMessage({ id: 'assessmentList.form' })}
        name="productId"
        value={filter.productId ?? ''}
        placeholder={intl.formatMessage({ id: 'assessmentList.allForms' })}
        options={list.knownForms.map((form) => ({ value: form.id, label: form.code }))}
        onChange={(value) => dispatch(filterChanged({ productId: value }))}
      />
      <SelectField
        className="field--sort"
        label={intl.formatMessage({ id: 'assessmentList.status' })}
        name="status"
        value={filter.status ?? ''}
        placeholder={any}
        options={ASSESSMENT_STATUSES.map((status) => ({ value: status, label: intl.formatMessage({ id: STATUS_MESSAGES[status] }) }))}
        onChange={(value) => dispatch(filterChanged({ status: isStatus(value) ? value : '' }))}
      />
      <SelectField
        className="field--sort"
        label={terms.examiner}
        name="examinerId"
        value={filter.examinerId ? String(filter.examinerId) : ''}
        placeholder={any}
        options={list.examiners.map((examiner) => ({ value: String(examiner.userId), label: examiner.name }))}
        onChange={(value) => dispatch(filterChanged({ examinerId: value ? Number(value) : '' }))}
      />
      <TextInputField
        className="field--sort"
        label={intl.formatMessage({ id: 'assessmentList.from' })}
        name="administeredFrom"
        type="date"
        value={filter.administeredFrom ?? ''}
        onChange={(value) => dispatch(filterChanged({ administeredFrom: value }))}
      />
      <TextInputField
        className="field--sort"
        label={intl.formatMessage({ id: 'assessmentList.to' })}
        name="administeredTo"
        type="date"
        value={filter.administeredTo ?? ''}
        error={dateError ? intl.formatMessage({ id: 'assessmentList.toBeforeFrom' }) : undefined}
        onChange={(value) => dispatch(filterChanged({ administeredTo: value }))}
      />
      <SelectField
        className="filters__sort"
        label={intl.formatMessage({ id: 'assessmentList.sortBy' })}
        name="sort"
        value={list.sort}
        options={ASSESSMENT_SORTS.map((sort) => ({ value: sort, label: intl.formatMessage({ id: SORT_MESSAGES[sort] }) }))}
        onChange={(value) => (isSort(value) ? dispatch(sortChanged({ sort: value })) : undefined)}
      />
      <Button className="button filters__reset" onPress={() => dispatch(filterReset())}>
        <FormattedMessage id="assessmentList.resetFilters" />
      </Button>
    </form>
  );
}
