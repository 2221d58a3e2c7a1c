import { useEffect } from 'react';
import { Button, Input, Label, SearchField } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { examineeDisplayName as personName } from '../../../../domain/examinee';
import { useAccountTerms } from '../../../core/i18n/useAccountTerms';
import { useAppDispatch, useAppSelector } from '../../../hooks';
import { selectCandidates, selectGroupChange, selectGroupMembers } from '../groupsSelectors';
import { candidatesSearchChanged, groupMembersChangeRequested } from '../groupPageSlice';

/** "Add examinees": search the examinees the user sees and add them one by one. */
export function AddExamineesPanel({ groupId, onDone }: { groupId: number; onDone: () => void }) {
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const terms = useAccountTerms();
  const candidates = useAppSelector(selectCandidates);
  const members = useAppSelector(selectGroupMembers);
  const change = useAppSelector(selectGroupChange);
  useEffect(() => {
    dispatch(candidatesSearchChanged({ search: '' }));
  }, [dispatch]);
  const memberIds = new Set(members.items.map((member) => member.id));

  return (
    <section className="panel panel--form" aria-labelledby="add-examinees-heading">
      <h3 id="add-examinees-heading">
        <FormattedMessage id="groups.addExaminees" values={terms} />
      </h3>
      <SearchField className="field field--search" value={candidates.search} onChange={(value) => dispatch(candidatesSearchChanged({ search: value }))}>
        <Label className="field__label">
          <FormattedMessage id="groups.findExaminees" values={terms} />
        </Label>
        <Input className="field__input" />
      </SearchField>
      {candidates.status === 'succeeded' && candidates.items.length === 0 ? (
        <p className="empty">
          <FormattedMessage id="groups.noCandidates" values={terms} />
        </p>
      ) : null}
      <ul className="pick-list" aria-busy={candidates.status === 'loading' || undefined}>
        {candidates.items.map((examinee) => {
          const name = personName(examinee);
          return (
            <li key={examinee.id}>
              {name} ({examinee.examineeId}){' '}
              {memberIds.has(examinee.id) ? (
                <span className="badge">
                  <FormattedMessage id="groups.alreadyMember" />
                </span>
              ) : (
                <Button
                  className="button button--quiet"
                  aria-label={intl.formatMessage({ id: 'groups.addLabel' }, { name })}
                  isDisabled={change.status === 'loading'}
                  onPress={() => dispatch(groupMembersChangeRequested({ groupId, examineeRecordIds: [examinee.id], remove: false }))}
                >
                  <FormattedMessage id="groups.add" />
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      <Button className="button" onPress={onDone}>
        <FormattedMessage id="groups.done" />
      </Button>
    </section>
  );
}
