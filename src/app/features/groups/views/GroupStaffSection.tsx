import { useState } from 'react';
import { Button } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import type { GroupRecord } from '../../../../contract/services/groups';
import { PERMISSIONS } from '../../../../domain/permissions';
import { LoadingNotice } from '../../../components/Notices';
import { useAuthority } from '../../../core/authority/useAuthority';
import { useAccountTerms } from '../../../core/i18n/useAccountTerms';
import { useAppDispatch, useAppSelector } from '../../../hooks';
import { selectGroupChange, selectStaffOptions } from '../groupsSelectors';
import { groupStaffRequested, staffOptionsRequested } from '../groupPageSlice';

/** The group's staff; account administrators choose them among the account's examiners, teachers and administrators. */
export function GroupStaffSection({ group }: { group: GroupRecord }) {
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const terms = useAccountTerms();
  const canAssign = useAuthority(PERMISSIONS.ACCOUNT_USERS_MANAGE);
  const options = useAppSelector(selectStaffOptions);
  const change = useAppSelector(selectGroupChange);
  const [chosen, setChosen] = useState<number[] | null>(null);

  const open = () => {
    setChosen(group.staffUserIds);
    dispatch(staffOptionsRequested());
  };
  const toggle = (userId: number) => setChosen((current) => (current?.includes(userId) ? current.filter((id) => id !== userId) : [...(current ?? []), userId]));

  return (
    <section className="section" aria-labelledby="group-staff-heading">
      <h2 id="group-staff-heading">
        <FormattedMessage id="groups.staff" />
      </h2>
      {chosen === null ? (
        <>
          <p>{group.staff.length > 0 ? group.staff.map((member) => member.name).join(', ') : intl.formatMessage({ id: 'groups.noStaff' })}</p>
          {canAssign ? (
            <Button className="button" onPress={open}>
              <FormattedMessage id="groups.editStaff" />
            </Button>
          ) : null}
        </>
      ) : (
        <fieldset className="fieldset">
          <legend>
            <FormattedMessage id="groups.editStaff" />
          </legend>
          <p className="field__description">
            <FormattedMessage id="groups.staffHint" values={terms} />
          </p>
          {options.status === 'loading' ? (
            <LoadingNotice>
              <FormattedMessage id="common.loading" />
            </LoadingNotice>
          ) : null}
          {options.items.map((user) => (
            <label key={user.id} className="product-language">
              <input type="checkbox" checked={chosen.includes(user.id)} onChange={() => toggle(user.id)} /> {user.name}
            </label>
          ))}
          <div className="form-actions">
            <Button
              className="button button--primary"
              isDisabled={change.status === 'loading'}
              onPress={() => {
                dispatch(groupStaffRequested({ groupId: group.id, userIds: chosen }));
                setChosen(null);
              }}
            >
              <FormattedMessage id="groups.saveStaff" />
            </Button>
            <Button className="button" onPress={() => setChosen(null)}>
              <FormattedMessage id="groups.cancel" />
            </Button>
          </div>
        </fieldset>
      )}
    </section>
  );
}
