import { useEffect } from 'react';
import { Button, Input, Label, Link, SearchField, Text } from 'react-aria-components';
import { EXAMINEE_SORTS, type ExamineeSort } from '../../../../contract/services/examinees';
import { PERMISSIONS } from '../../../../domain/permissions';
import { inSentence, plural } from '../../../components/format';
import { ErrorNotice, LoadingNotice } from '../../../components/Notices';
import { SelectField } from '../../../components/SelectField';
import { useAuthority } from '../../../core/authority/useAuthority';
import { useScreenName } from '../../../core/layout/useScreenName';
import { selectAccountLabels } from '../../../core/session/sessionSelectors';
import { useAppDispatch, useAppSelector } from '../../../hooks';
import { selectExamineeListRows, selectExamineeListState, selectExamineePageCount } from '../examineesSelectors';
import { listRequested, pageChanged, searchChanged, sortChanged } from '../examineesSlice';
import { ExamineeTable } from './ExamineeTable';

const SORT_LABELS: Record<ExamineeSort, string> = {
  '-updatedAt': 'Recently updated',
  lastName: 'Last name, A to Z',
  '-lastName': 'Last name, Z to A',
  examineeId: 'ID, ascending',
  '-examineeId': 'ID, descending',
  birthDate: 'Date of birth, oldest first',
  '-birthDate': 'Date of birth, youngest first',
};

const isSort = (value: string): value is ExamineeSort => (EXAMINEE_SORTS as readonly string[]).includes(value);

/** The examinee list: search, sort, pages, and "New examinee". */
export function ExamineeListPage() {
  const dispatch = useAppDispatch();
  const labels = useAppSelector(selectAccountLabels);
  const list = useAppSelector(selectExamineeListState);
  const rows = useAppSelector(selectExamineeListRows);
  const pageCount = useAppSelector(selectExamineePageCount);
  const canCreate = useAuthority(PERMISSIONS.EXAMINEE_EDIT);
  const heading = plural(labels.examinee);
  useScreenName(heading);
  useEffect(() => {
    dispatch(listRequested());
  }, [dispatch]);

  const noun = inSentence(labels.examinee);
  return (
    <div className="page">
      <div className="page-header page-header--actions">
        <h1>{heading}</h1>
        {canCreate ? (
          <Link href="/examinees/new" className="button button--primary">
            {`New ${noun}`}
          </Link>
        ) : null}
      </div>

      <div className="toolbar">
        <SearchField
          className="field field--search"
          value={list.search}
          onChange={(search) => dispatch(searchChanged({ search }))}
        >
          <Label className="field__label">Search</Label>
          {/* No clear button: Escape clears, and a second control named "…search" would blur the field's name. */}
          <Input className="field__input" />
          <Text slot="description" className="field__description">
            Name or {labels.examinee} ID
          </Text>
        </SearchField>
        <SelectField
          className="field--sort"
          label="Sort by"
          name="sort"
          value={list.sort}
          options={EXAMINEE_SORTS.map((sort) => ({ value: sort, label: SORT_LABELS[sort] }))}
          onChange={(value) => {
            if (isSort(value)) dispatch(sortChanged({ sort: value }));
          }}
        />
      </div>

      {list.status === 'failed' && list.error ? <ErrorNotice title={`The ${noun} list could not be loaded.`}>{list.error.message}</ErrorNotice> : null}
      {list.status === 'loading' && rows.length === 0 ? <LoadingNotice>Loading {plural(noun)}…</LoadingNotice> : null}
      {list.status === 'succeeded' && rows.length === 0 ? (
        <p className="empty">{list.search.trim() ? `No ${plural(noun)} match “${list.search.trim()}”.` : `No ${plural(noun)} yet.`}</p>
      ) : null}
      {rows.length > 0 ? <ExamineeTable rows={rows} labels={labels} busy={list.status === 'loading'} /> : null}

      {list.total > 0 ? (
        <nav className="pager" aria-label="Pages">
          <Button className="button" isDisabled={list.page <= 1} onPress={() => dispatch(pageChanged({ page: list.page - 1 }))}>
            Previous
          </Button>
          <p className="pager__status">
            Page {list.page} of {pageCount} · {list.total} {list.total === 1 ? noun : plural(noun)}
          </p>
          <Button className="button" isDisabled={list.page >= pageCount} onPress={() => dispatch(pageChanged({ page: list.page + 1 }))}>
            Next
          </Button>
        </nav>
      ) : null}
    </div>
  );
}
