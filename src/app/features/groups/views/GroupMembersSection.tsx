import { useState } from 'react';
import { Button, Input, Label, Link, SearchField } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import type { GroupRecord } from '../../../../contract/services/groups';
import { examineeDisplayName as personName } from '../../../../domain/examinee';
import { ColumnHeaders } from '../../../components/ColumnHeaders';
import { ErrorNotice } from '../../../components/Notices';
import { Pager } from '../../../components/Pager';
import { TableScroller } from '../../../components/TableScroller';
import { useAccountTerms } from '../../../core/i18n/useAccountTerms';
import { useErrorText } from '../../../core/i18n/useErrorText';
import { useFormatters } from '../../../core/i18n/useFormatters';
import { useAppDispatch, useAppSelector } from '../../../hooks';
import { selectGroupChange, selectGroupMembers } from '../groupsSelectors';
import { groupMembersChangeRequested, membersPageChanged, membersSearchChanged } from '../groupPageSlice';
import { AddExamineesPanel } from './AddExamineesPanel';

/** The group's members: search, a page of them with "Remove", and "Add examinees" while the group is active. */
export function GroupMembersSection({ group, canEdit }: { group: GroupRecord; canEdit: boolean }) {
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const errorText = useErrorText();
  const format = useFormatters();
  const terms = useAccountTerms();
  const members = useAppSelector(selectGroupMembers);
  const change = useAppSelector(selectGroupChange);
  const [adding, setAdding] = useState(false);
  const search = members.search.trim();

  return (
    <section className="section" aria-labelledby="group-members-heading">
      <div className="page-header page-header--actions">
        <h2 id="group-members-heading">
          <FormattedMessage id="groups.members" />
        </h2>
        {canEdit && !adding ? (
          <Button className="button button--primary" onPress={() => setAdding(true)}>
            <FormattedMessage id="groups.addExaminees" values={terms} />
          </Button>
        ) : null}
      </div>
      {adding ? <AddExamineesPanel groupId={group.id} onDone={() => setAdding(false)} /> : null}
      <div className="toolbar">
        <SearchField className="field field--search" value={members.search} onChange={(value) => dispatch(membersSearchChanged({ search: value }))}>
          <Label className="field__label">
            <FormattedMessage id="groups.searchMembers" />
          </Label>
          <Input className="field__input" />
        </SearchField>
      </div>
      {members.status === 'failed' && members.error ? <ErrorNotice>{errorText(members.error)}</ErrorNotice> : null}
      {members.status === 'succeeded' && members.items.length === 0 ? (
        <p className="empty">{search ? <FormattedMessage id="groups.noMemberMatch" values={{ search }} /> : <FormattedMessage id="groups.noMembers" />}</p>
      ) : null}
      {members.items.length > 0 ? (
        <TableScroller labelledBy="group-members-heading">
          <table className="table" aria-busy={members.status === 'loading' || undefined}>
            <ColumnHeaders columns={['examinees.name', { id: 'examinee.id', values: terms }, 'examinee.birthDate', canEdit ? { id: 'groups.remove', hidden: true } : null]} />
            <tbody>
              {members.items.map((member) => {
                const name = personName(member);
                return (
                  <tr key={member.id}>
                    <th scope="row">
                      <Link href={`/examinees/${member.id}`}>{name}</Link>
                    </th>
                    <td>{member.examineeId}</td>
                    <td>{member.birthDate === null ? intl.formatMessage({ id: 'examinee.birthDateMissing' }) : format.date(member.birthDate)}</td>
                    {canEdit ? (
                      <td>
                        <Button
                          className="button button--quiet"
                          aria-label={intl.formatMessage({ id: 'groups.removeLabel' }, { name })}
                          isDisabled={change.status === 'loading'}
                          onPress={() => dispatch(groupMembersChangeRequested({ groupId: group.id, examineeRecordIds: [member.id], remove: true }))}
                        >
                          <FormattedMessage id="groups.remove" />
                        </Button>
                      </td>
                    ) : null}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </TableScroller>
      ) : null}
      {members.total > members.pageSize ? (
        <Pager
          label={intl.formatMessage({ id: 'groups.memberPages' })}
          status={intl.formatMessage(
            { id: 'groups.memberPageStatus' },
            { page: format.number(members.page), pageCount: format.number(members.pageCount), total: members.total, totalText: format.number(members.total) },
          )}
          page={members.page}
          pageCount={members.pageCount}
          onPage={(page) => dispatch(membersPageChanged({ page }))}
        />
      ) : null}
    </section>
  );
}
