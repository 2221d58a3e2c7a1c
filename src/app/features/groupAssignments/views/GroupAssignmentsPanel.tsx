import { useEffect, useState } from 'react';
import { Button } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { ErrorNotice, LoadingNotice } from '../../../components/Notices';
import { useErrorText } from '../../../core/i18n/useErrorText';
import { useFormatters } from '../../../core/i18n/useFormatters';
import { useAppDispatch, useAppSelector } from '../../../hooks';
import { selectAssign, selectAssignmentList } from '../groupAssignmentsSelectors';
import { assignmentOpened, panelOpened } from '../groupAssignmentsSlice';
import { AssignForm } from './AssignForm';
import { AssignmentDetails } from './AssignmentDetails';

/** Props of {@link GroupAssignmentsPanel}. */
export interface GroupAssignmentsPanelProps {
  groupId: number;
}

/**
 * The group page's panel of assigned forms (issue #19): each assignment with its progress (not
 * started, in progress, submitted, scored), "Assign a form" (the assign form with its age check),
 * and an assignment opened with its members, reminder, roster sheet and reports. The groups
 * feature's group page mounts it.
 */
export function GroupAssignmentsPanel({ groupId }: GroupAssignmentsPanelProps) {
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const errorText = useErrorText();
  const format = useFormatters();
  const list = useAppSelector(selectAssignmentList);
  const assign = useAppSelector(selectAssign);
  const [assigning, setAssigning] = useState(false);
  const [openId, setOpenId] = useState<number | null>(null);
  useEffect(() => {
    dispatch(panelOpened({ groupId }));
  }, [dispatch, groupId]);
  useEffect(() => {
    if (assign.status === 'succeeded') setAssigning(false);
  }, [assign.status]);
  const open = (assignmentId: number) => {
    setOpenId(assignmentId);
    dispatch(assignmentOpened({ assignmentId }));
  };
  return (
    <section className="panel" aria-labelledby="group-assignments-heading">
      <h2 id="group-assignments-heading">{intl.formatMessage({ id: 'groupAssignments.title' })}</h2>
      {assign.status === 'succeeded' && assign.result ? (
        <p role="status" className="notice notice--success">
          <FormattedMessage id="groupAssignments.assigned" values={{ count: assign.result.assigned.length }} />
          {assign.result.withoutAddress.length > 0 ? (
            <>
              {' '}
              <FormattedMessage id="groupAssignments.withoutAddress" values={{ names: assign.result.withoutAddress.map((member) => member.name).join(', ') }} />
            </>
          ) : null}
        </p>
      ) : null}
      {assigning ? (
        <AssignForm today={new Date().toISOString().slice(0, 10)} />
      ) : (
        <p>
          <Button className="button button--primary" onPress={() => setAssigning(true)}>
            <FormattedMessage id="groupAssignments.assign" />
          </Button>
        </p>
      )}
      {list.status === 'loading' ? (
        <LoadingNotice>
          <FormattedMessage id="common.loading" />
        </LoadingNotice>
      ) : null}
      {list.error ? <ErrorNotice>{errorText(list.error)}</ErrorNotice> : null}
      {list.status === 'succeeded' && list.items.length === 0 ? (
        <p className="empty">
          <FormattedMessage id="groupAssignments.none" />
        </p>
      ) : null}
      {list.items.length > 0 ? (
        <ul className="list">
          {list.items.map((item) => (
            <li key={item.id}>
              <strong>
                {item.productCode} · {format.date(item.plannedDate)}
              </strong>{' '}
              (<FormattedMessage id={`groupAssignments.mode.${item.mode}`} />) — <FormattedMessage id="groupAssignments.progress" values={item.counts} />{' '}
              <Button className="button button--small" onPress={() => open(item.id)}>
                <FormattedMessage id="groupAssignments.open" />
              </Button>
              {openId === item.id ? <AssignmentDetails /> : null}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
