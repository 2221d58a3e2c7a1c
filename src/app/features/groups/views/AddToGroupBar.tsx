import { useEffect, useState } from 'react';
import { Button, Link } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { groupInputSchema } from '../../../../domain/groups/group';
import { ErrorNotice } from '../../../components/Notices';
import { SelectField } from '../../../components/SelectField';
import { TextInputField } from '../../../components/TextInputField';
import { localizeFieldError } from '../../../core/i18n/fieldErrors';
import { useAccountTerms } from '../../../core/i18n/useAccountTerms';
import { useErrorText } from '../../../core/i18n/useErrorText';
import { useAppDispatch, useAppSelector } from '../../../hooks';
import { selectActiveGroups, selectAddToGroup, selectExamineeSelection } from '../groupsSelectors';
import { addToGroupRequested, examineeSelectionCleared, groupListRequested } from '../groupsSlice';

const NEW_GROUP = 'new';

/** "Add to group" for the examinee list's selection: choose an active group, or name a new one. */
export function AddToGroupBar() {
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const errorText = useErrorText();
  const terms = useAccountTerms();
  const selection = useAppSelector(selectExamineeSelection);
  const groups = useAppSelector(selectActiveGroups);
  const outcome = useAppSelector(selectAddToGroup);
  const [choice, setChoice] = useState('');
  const [newName, setNewName] = useState('');
  const [nameError, setNameError] = useState<string | undefined>(undefined);
  useEffect(() => {
    dispatch(groupListRequested({ includeArchived: false }));
  }, [dispatch]);

  const submit = () => {
    if (choice === NEW_GROUP) {
      try {
        const newGroup = groupInputSchema.validateSync({ name: newName, type: 'class', schoolYear: '' });
        setNameError(undefined);
        dispatch(addToGroupRequested({ newGroup }));
      } catch (error) {
        setNameError(localizeFieldError(intl, error instanceof Error ? error.message : undefined));
      }
      return;
    }
    const groupId = Number(choice);
    if (groupId > 0) dispatch(addToGroupRequested({ groupId }));
  };

  const shown = selection.length > 0 || outcome.status === 'succeeded' || outcome.status === 'failed';
  return (
    <div className={shown ? 'panel' : undefined} aria-live="polite">
      {outcome.status === 'succeeded' && outcome.added ? (
        <p className="notice notice--success" role="status">
          <FormattedMessage
            id="groups.addedTo"
            values={{ ...terms, count: outcome.added.count, group: <Link href={`/groups/${outcome.added.groupId}`}>{outcome.added.groupName}</Link> }}
          />
        </p>
      ) : null}
      {outcome.status === 'failed' && outcome.error ? (
        <ErrorNotice title={intl.formatMessage({ id: 'groups.addToGroupFailed' }, terms)}>{errorText(outcome.error)}</ErrorNotice>
      ) : null}
      {selection.length > 0 ? (
        <div className="toolbar">
          <span>{intl.formatMessage({ id: 'groups.selected' }, { count: selection.length })}</span>
          <SelectField
            label={intl.formatMessage({ id: 'groups.chooseGroup' })}
            name="group"
            value={choice}
            placeholder="—"
            options={[...groups.map((group) => ({ value: String(group.id), label: group.name })), { value: NEW_GROUP, label: intl.formatMessage({ id: 'groups.newGroupOption' }) }]}
            onChange={setChoice}
          />
          {choice === NEW_GROUP ? (
            <TextInputField label={intl.formatMessage({ id: 'groups.newGroupName' })} name="newGroupName" isRequired value={newName} onChange={setNewName} error={nameError} />
          ) : null}
          <Button className="button button--primary" isDisabled={choice === '' || outcome.status === 'loading'} onPress={submit}>
            <FormattedMessage id="groups.addToGroup" />
          </Button>
          <Button className="button button--quiet" onPress={() => dispatch(examineeSelectionCleared())}>
            <FormattedMessage id="groups.clearSelection" />
          </Button>
        </div>
      ) : null}
    </div>
  );
}
