import { useEffect, useState } from 'react';
import { Button, Link } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { PERMISSIONS } from '../../../../domain/permissions';
import { ColumnHeaders } from '../../../components/ColumnHeaders';
import { ErrorNotice, LoadingNotice } from '../../../components/Notices';
import { TableScroller } from '../../../components/TableScroller';
import { useAuthority } from '../../../core/authority/useAuthority';
import { useAccountTerms } from '../../../core/i18n/useAccountTerms';
import { useErrorText } from '../../../core/i18n/useErrorText';
import { useFormatters } from '../../../core/i18n/useFormatters';
import { useScreenName } from '../../../core/layout/useScreenName';
import { useAppDispatch, useAppSelector } from '../../../hooks';
import { selectGroupCreate, selectGroupList } from '../groupsSelectors';
import { groupCreateRequested, groupCreateReset, groupListRequested } from '../groupsSlice';
import { EMPTY_GROUP, GroupForm } from './GroupForm';

/** The group list: name, type, school year, members and staff; archived groups on request; "New group". */
export function GroupListPage() {
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const errorText = useErrorText();
  const format = useFormatters();
  const terms = useAccountTerms();
  const list = useAppSelector(selectGroupList);
  const create = useAppSelector(selectGroupCreate);
  const canEdit = useAuthority(PERMISSIONS.GROUP_EDIT);
  const [creating, setCreating] = useState(false);
  useScreenName(intl.formatMessage({ id: 'groups.title' }));
  useEffect(() => {
    dispatch(groupListRequested());
  }, [dispatch]);

  return (
    <div className="page">
      <div className="page-header page-header--actions">
        <h1 id="group-list-heading">
          <FormattedMessage id="groups.title" />
        </h1>
        {canEdit && !creating ? (
          <Button
            className="button button--primary"
            onPress={() => {
              dispatch(groupCreateReset());
              setCreating(true);
            }}
          >
            <FormattedMessage id="groups.new" />
          </Button>
        ) : null}
      </div>
      <p>
        <FormattedMessage id="groups.intro" values={terms} />
      </p>
      {creating ? (
        <section className="panel panel--form" aria-labelledby="new-group-heading">
          <h2 id="new-group-heading">
            <FormattedMessage id="groups.new" />
          </h2>
          {create.status === 'failed' && create.error ? (
            <ErrorNotice title={intl.formatMessage({ id: 'groups.createFailed' })}>{errorText(create.error)}</ErrorNotice>
          ) : null}
          <GroupForm
            initial={EMPTY_GROUP}
            submitLabel={intl.formatMessage({ id: 'groups.create' })}
            busy={create.status === 'loading'}
            onSubmit={(input) => dispatch(groupCreateRequested({ input }))}
            onCancel={() => setCreating(false)}
          />
        </section>
      ) : null}
      <div className="toolbar">
        <label className="product-language">
          <input type="checkbox" checked={list.includeArchived} onChange={(event) => dispatch(groupListRequested({ includeArchived: event.target.checked }))} />{' '}
          <FormattedMessage id="groups.showArchived" />
        </label>
      </div>
      {list.status === 'failed' && list.error ? <ErrorNotice title={intl.formatMessage({ id: 'groups.loadFailed' })}>{errorText(list.error)}</ErrorNotice> : null}
      {list.status === 'loading' && list.items.length === 0 ? (
        <LoadingNotice>
          <FormattedMessage id="groups.loading" />
        </LoadingNotice>
      ) : null}
      {list.status === 'succeeded' && list.items.length === 0 ? (
        <p className="empty">
          <FormattedMessage id="groups.none" />
        </p>
      ) : null}
      {list.items.length > 0 ? (
        <TableScroller labelledBy="group-list-heading">
          <table className="table" aria-busy={list.status === 'loading' || undefined}>
            <ColumnHeaders columns={['groups.name', 'groups.type', 'groups.schoolYear', 'groups.members', 'groups.staff']} />
            <tbody>
              {list.items.map((group) => (
                <tr key={group.id}>
                  <th scope="row">
                    <Link href={`/groups/${group.id}`}>{group.name}</Link>
                    {group.archivedAt !== null ? (
                      <span className="badge">
                        {' '}
                        <FormattedMessage id="groups.archived" />
                      </span>
                    ) : null}
                  </th>
                  <td>{intl.formatMessage({ id: `groups.type.${group.type}` })}</td>
                  <td>{group.schoolYear}</td>
                  <td>{format.number(group.memberCount)}</td>
                  <td>{group.staff.length > 0 ? group.staff.map((member) => member.name).join(', ') : intl.formatMessage({ id: 'groups.noStaff' })}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroller>
      ) : null}
    </div>
  );
}
