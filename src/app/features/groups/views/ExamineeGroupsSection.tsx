import { useEffect } from 'react';
import { Link } from 'react-aria-components';
import { FormattedMessage } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../hooks';
import { selectExamineeGroups } from '../groupsSelectors';
import { examineeGroupsRequested } from '../groupsSlice';

/** The groups an examinee belongs to, as links to their pages (the examinee's page). */
export function ExamineeGroupsSection({ examineeRecordId }: { examineeRecordId: number }) {
  const dispatch = useAppDispatch();
  const groups = useAppSelector(selectExamineeGroups);
  useEffect(() => {
    dispatch(examineeGroupsRequested({ examineeRecordId }));
  }, [dispatch, examineeRecordId]);
  if (groups.examineeRecordId !== examineeRecordId || groups.status !== 'succeeded') return null;
  return (
    <section className="section" aria-labelledby="examinee-groups-heading">
      <h2 id="examinee-groups-heading">
        <FormattedMessage id="groups.examineeGroups" />
      </h2>
      {groups.items.length === 0 ? (
        <p>
          <FormattedMessage id="groups.examineeNoGroups" />
        </p>
      ) : (
        <ul>
          {groups.items.map((group) => (
            <li key={group.id}>
              <Link href={`/groups/${group.id}`}>{group.name}</Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
