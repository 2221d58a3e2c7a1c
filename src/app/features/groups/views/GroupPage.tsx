import { useEffect, useState } from 'react';
import { Button, Link } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { PERMISSIONS } from '../../../../domain/permissions';
import { ErrorNotice, LoadingNotice } from '../../../components/Notices';
import { useAuthority } from '../../../core/authority/useAuthority';
import { useAccountTerms } from '../../../core/i18n/useAccountTerms';
import { useErrorText } from '../../../core/i18n/useErrorText';
import { useScreenName } from '../../../core/layout/useScreenName';
import { useAppDispatch, useAppSelector } from '../../../hooks';
import { selectGroupChange, selectGroupPage } from '../groupsSelectors';
import { groupArchiveRequested, groupPageOpened, groupUpdateRequested } from '../groupPageSlice';
import { GroupForm } from './GroupForm';
import { GroupMembersSection } from './GroupMembersSection';
import { GroupStaffSection } from './GroupStaffSection';
import { ExportExamineesButton } from '../../examineeExport/views/ExportExamineesButton';
import { GroupAssignmentsPanel } from '../../groupAssignments/views/GroupAssignmentsPanel';

/** A group's page: its details (rename, type, school year), archive or restore, members and staff. */
export function GroupPage({ groupId }: { groupId: number }) {
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const errorText = useErrorText();
  const terms = useAccountTerms();
  const page = useAppSelector(selectGroupPage);
  const change = useAppSelector(selectGroupChange);
  const canEdit = useAuthority(PERMISSIONS.GROUP_EDIT);
  const [editing, setEditing] = useState(false);
  const group = page.group;
  useScreenName(group?.name ?? intl.formatMessage({ id: 'groups.title' }));
  useEffect(() => {
    dispatch(groupPageOpened({ groupId }));
  }, [dispatch, groupId]);
  useEffect(() => {
    if (change.kind === 'update' && change.status === 'succeeded') setEditing(false);
  }, [change.kind, change.status]);

  return (
    <div className="page">
      <p className="breadcrumb">
        <Link href="/groups">
          <FormattedMessage id="groups.back" />
        </Link>
      </p>
      {page.status === 'loading' ? (
        <LoadingNotice>
          <FormattedMessage id="common.loading" />
        </LoadingNotice>
      ) : null}
      {page.status === 'failed' && page.error ? (
        <>
          <h1>
            <FormattedMessage id="groups.notAvailable" />
          </h1>
          <ErrorNotice>{page.error.status === 404 ? intl.formatMessage({ id: 'groups.notFound' }) : errorText(page.error)}</ErrorNotice>
        </>
      ) : null}
      {group && page.status === 'succeeded' ? (
        <>
          <div className="page-header page-header--actions">
            <h1>{group.name}</h1>
            {canEdit ? (
              <div className="form-actions">
                {!editing ? (
                  <Button className="button" onPress={() => setEditing(true)}>
                    <FormattedMessage id="groups.edit" />
                  </Button>
                ) : null}
                <Button
                  className="button button--quiet"
                  isDisabled={change.status === 'loading'}
                  onPress={() => dispatch(groupArchiveRequested({ groupId: group.id, archived: group.archivedAt === null }))}
                >
                  <FormattedMessage id={group.archivedAt === null ? 'groups.archive' : 'groups.restore'} />
                </Button>
              </div>
            ) : null}
          </div>
          {change.status === 'failed' && change.error ? <ErrorNotice title={intl.formatMessage({ id: 'groups.changeFailed' })}>{errorText(change.error)}</ErrorNotice> : null}
          {change.status === 'succeeded' ? (
            <p className="notice notice--success" role="status">
              {change.kind === 'add' ? intl.formatMessage({ id: 'groups.added' }, { ...terms, count: change.count ?? 0 }) : null}
              {change.kind === 'remove' ? intl.formatMessage({ id: 'groups.removed' }, { ...terms, count: change.count ?? 0 }) : null}
              {change.kind !== 'add' && change.kind !== 'remove' ? intl.formatMessage({ id: 'groups.saved' }) : null}
            </p>
          ) : null}
          {group.archivedAt !== null ? (
            <p className="notice">
              <FormattedMessage id="groups.archivedNotice" values={terms} />
            </p>
          ) : null}
          {editing ? (
            <section className="panel panel--form" aria-labelledby="edit-group-heading">
              <h2 id="edit-group-heading">
                <FormattedMessage id="groups.edit" />
              </h2>
              <GroupForm
                initial={{ name: group.name, type: group.type, schoolYear: group.schoolYear }}
                submitLabel={intl.formatMessage({ id: 'groups.save' })}
                busy={change.status === 'loading'}
                onSubmit={(input) => dispatch(groupUpdateRequested({ groupId: group.id, input }))}
                onCancel={() => setEditing(false)}
              />
            </section>
          ) : (
            <dl className="facts">
              <dt>
                <FormattedMessage id="groups.type" />
              </dt>
              <dd>{intl.formatMessage({ id: `groups.type.${group.type}` })}</dd>
              <dt>
                <FormattedMessage id="groups.schoolYear" />
              </dt>
              <dd>{group.schoolYear || '—'}</dd>
            </dl>
          )}
          <ExportExamineesButton groupId={group.id} />
          <GroupStaffSection group={group} />
          <GroupMembersSection group={group} canEdit={canEdit && group.archivedAt === null} />
          <GroupAssignmentsPanel groupId={group.id} />
        </>
      ) : null}
    </div>
  );
}
