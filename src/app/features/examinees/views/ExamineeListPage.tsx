import { useEffect } from 'react';
import { Input, Label, Link, SearchField, Text } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { useErrorText } from '../../../core/i18n/useErrorText';
import { EXAMINEE_SORTS, type ExamineeSort } from '../../../../contract/services/examinees';
import { PERMISSIONS } from '../../../../domain/permissions';
import { ErrorNotice, LoadingNotice } from '../../../components/Notices';
import { SelectField } from '../../../components/SelectField';
import { Pager } from '../../../components/Pager';
import { useAuthority } from '../../../core/authority/useAuthority';
import type { MessageId } from '../../../core/i18n/messageId';
import { useAccountTerms } from '../../../core/i18n/useAccountTerms';
import { useFormatters } from '../../../core/i18n/useFormatters';
import { useScreenName } from '../../../core/layout/useScreenName';
import { StartingTips } from '../../../core/startingTips/StartingTips';
import { selectViewType } from '../../../core/viewTypes/viewTypesSelectors';
import { ViewTypeToggle } from '../../../core/viewTypes/ViewTypeToggle';
import { useAppDispatch, useAppSelector } from '../../../hooks';
import { selectExamineeListRows, selectExamineeListState, selectExamineePageCount } from '../examineesSelectors';
import { listRequested, pageChanged, searchChanged, sortChanged } from '../examineesSlice';
import { ExamineeGrid } from './ExamineeGrid';
import { ExamineeTable } from './ExamineeTable';
import { AddToGroupBar } from '../../groups/views/AddToGroupBar';
import { ExportExamineesButton } from '../../examineeExport/views/ExportExamineesButton';
import { ImportExamineesLink } from '../../rosterImports/views/ImportExamineesLink';

const SORT_MESSAGES: Record<ExamineeSort, MessageId> = {
  '-updatedAt': 'examinees.sort.recent',
  lastName: 'examinees.sort.lastNameAsc',
  '-lastName': 'examinees.sort.lastNameDesc',
  examineeId: 'examinees.sort.idAsc',
  '-examineeId': 'examinees.sort.idDesc',
  birthDate: 'examinees.sort.birthDateAsc',
  '-birthDate': 'examinees.sort.birthDateDesc',
};

/** The list's name in the viewTypePreferences cookie. */
const VIEW_NAME = 'examinees';

const isSort = (value: string): value is ExamineeSort => (EXAMINEE_SORTS as readonly string[]).includes(value);

/** The examinee list: search, sort, pages, and "New examinee". */
export function ExamineeListPage() {
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const errorText = useErrorText();
  const format = useFormatters();
  const terms = useAccountTerms();
  const list = useAppSelector(selectExamineeListState);
  const rows = useAppSelector(selectExamineeListRows);
  const pageCount = useAppSelector(selectExamineePageCount);
  const canCreate = useAuthority(PERMISSIONS.EXAMINEE_EDIT);
  const canGroup = useAuthority(PERMISSIONS.GROUP_EDIT);
  const viewType = useAppSelector((state) => selectViewType(state, VIEW_NAME));
  const heading = terms.examinees;
  useScreenName(heading);
  useEffect(() => {
    dispatch(listRequested());
  }, [dispatch]);

  const search = list.search.trim();
  return (
    <div className="page">
      <div className="page-header page-header--actions">
        <h1 id="examinee-list-heading">{heading}</h1>
        {canCreate ? (
          <Link href="/examinees/new" className="button button--primary">
            {intl.formatMessage({ id: 'examinees.new' }, terms)}
          </Link>
        ) : null}
      </div>

      <StartingTips />

      <div className="toolbar">
        <SearchField
          className="field field--search"
          value={list.search}
          onChange={(value) => dispatch(searchChanged({ search: value }))}
        >
          <Label className="field__label">
            <FormattedMessage id="examinees.search" />
          </Label>
          {/* No clear button: Escape clears, and a second control named "…search" would blur the field's name. */}
          <Input className="field__input" />
          <Text slot="description" className="field__description">
            <FormattedMessage id="examinees.searchHint" values={terms} />
          </Text>
        </SearchField>
        <SelectField
          className="field--sort"
          label={intl.formatMessage({ id: 'examinees.sortBy' })}
          name="sort"
          value={list.sort}
          options={EXAMINEE_SORTS.map((sort) => ({ value: sort, label: intl.formatMessage({ id: SORT_MESSAGES[sort] }) }))}
          onChange={(value) => {
            if (isSort(value)) dispatch(sortChanged({ sort: value }));
          }}
        />
        <ViewTypeToggle view={VIEW_NAME} />
        <ExportExamineesButton search={list.search} />
        <ImportExamineesLink />
      </div>

      {list.status === 'failed' && list.error ? (
        <ErrorNotice title={intl.formatMessage({ id: 'examinees.listFailed' }, terms)}>{errorText(list.error)}</ErrorNotice>
      ) : null}
      {list.status === 'loading' && rows.length === 0 ? (
        <LoadingNotice>
          <FormattedMessage id="examinees.loading" values={terms} />
        </LoadingNotice>
      ) : null}
      {list.status === 'succeeded' && rows.length === 0 ? (
        <p className="empty">
          {search ? <FormattedMessage id="examinees.noMatch" values={{ ...terms, search }} /> : <FormattedMessage id="examinees.none" values={terms} />}
        </p>
      ) : null}
      {rows.length > 0 && viewType === 'grid' ? <ExamineeGrid rows={rows} terms={terms} busy={list.status === 'loading'} /> : null}
      {canGroup && viewType === 'list' ? <AddToGroupBar /> : null}
      {rows.length > 0 && viewType === 'list' ? <ExamineeTable rows={rows} terms={terms} busy={list.status === 'loading'} selectable={canGroup} /> : null}

      {list.total > 0 ? (
        <Pager
          label={intl.formatMessage({ id: 'examinees.pages' })}
          status={intl.formatMessage(
            { id: 'examinees.pageStatus' },
            { ...terms, page: format.number(list.page), pageCount: format.number(pageCount), total: list.total, totalText: format.number(list.total) },
          )}
          page={list.page}
          pageCount={pageCount}
          onPage={(page) => dispatch(pageChanged({ page }))}
        />
      ) : null}
    </div>
  );
}
