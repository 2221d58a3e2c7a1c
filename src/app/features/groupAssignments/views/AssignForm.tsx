import { useFormik } from 'formik';
import { useEffect, useState } from 'react';
import { Button } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import type { GroupAssignmentInput } from '../../../../contract/services/groupAssignments';
import { ASSIGNMENT_MODES, type AssignmentMode } from '../../../../domain/groups/assignmentProgress';
import { ErrorNotice } from '../../../components/Notices';
import { useErrorText } from '../../../core/i18n/useErrorText';
import { selectLocale } from '../../../core/i18n/i18nSelectors';
import { useFormatters } from '../../../core/i18n/useFormatters';
import { useAppDispatch, useAppSelector } from '../../../hooks';
import { selectAgeCheck, selectAssign, selectAssignOptions } from '../groupAssignmentsSelectors';
import { ageCheckRequested, assignFormOpened, assignRequested } from '../groupAssignmentsSlice';

interface AssignValues {
  productId: string;
  plannedDate: string;
  examinerId: string;
  mode: AssignmentMode;
  validForDays: number;
  /** Remote links: to each member, or to the examiner, who rates each member (a teacher's rating scale). */
  recipient: 'member' | 'rater';
}

/**
 * The assign form of the panel: form, planned date, examiner and mode; "Check ages" shows the age
 * check table (each member's standing, retest conflicts), where the eligible ones are ticked and a
 * member within the retest interval may be ticked too (the retest is then confirmed); "Assign".
 */
export function AssignForm({ today }: { today: string }) {
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const errorText = useErrorText();
  const format = useFormatters();
  const options = useAppSelector(selectAssignOptions);
  const check = useAppSelector(selectAgeCheck);
  const assign = useAppSelector(selectAssign);
  // Links and codes open in the language of the user who assigns (the player offers the form's others).
  const locale = useAppSelector(selectLocale);
  const [chosen, setChosen] = useState<number[]>([]);
  useEffect(() => {
    dispatch(assignFormOpened());
  }, [dispatch]);
  useEffect(() => {
    setChosen(check.result?.eligible ?? []);
  }, [check.result]);
  const formik = useFormik<AssignValues>({
    initialValues: { productId: '', plannedDate: today, examinerId: '', mode: 'itemEntry', validForDays: 7, recipient: 'member' },
    onSubmit: (values) => {
      const retest = new Set(check.result?.withinRetest ?? []);
      const input: GroupAssignmentInput = {
        productId: values.productId,
        plannedDate: values.plannedDate,
        examinerId: Number(values.examinerId),
        mode: values.mode,
        memberIds: chosen,
        retestConfirmed: chosen.filter((id) => retest.has(id)),
        ...(values.mode === 'remoteLinks' && values.recipient === 'rater'
          ? { recipient: 'rater' as const, raterUserId: Number(values.examinerId), respondent: 'teacher' as const }
          : { recipient: 'member' as const, raterUserId: null, respondent: 'examinee' as const }),
        locale,
        validForDays: values.validForDays,
      };
      dispatch(assignRequested(input));
    },
  });
  const values = formik.values;
  const toggle = (id: number) => setChosen((current) => (current.includes(id) ? current.filter((entry) => entry !== id) : [...current, id]));
  return (
    <form className="form" onSubmit={formik.handleSubmit} aria-labelledby="assign-form-heading">
      <h3 id="assign-form-heading">
        <FormattedMessage id="groupAssignments.assign" />
      </h3>
      <p className="field">
        <label htmlFor="assign-form">{intl.formatMessage({ id: 'groupAssignments.form' })}</label>
        <select id="assign-form" name="productId" value={values.productId} onChange={formik.handleChange}>
          <option value="" />
          {options.forms.map((form) => (
            <option key={form.productId} value={form.productId}>
              {form.code} – {form.name}
            </option>
          ))}
        </select>
      </p>
      <p className="field">
        <label htmlFor="assign-date">{intl.formatMessage({ id: 'groupAssignments.plannedDate' })}</label>
        <input id="assign-date" name="plannedDate" type="date" value={values.plannedDate} onChange={formik.handleChange} />
      </p>
      <p className="field">
        <label htmlFor="assign-examiner">{intl.formatMessage({ id: 'groupAssignments.examiner' })}</label>
        <select id="assign-examiner" name="examinerId" value={values.examinerId} onChange={formik.handleChange}>
          <option value="" />
          {options.examiners.map((examiner) => (
            <option key={examiner.userId} value={String(examiner.userId)}>
              {examiner.name}
            </option>
          ))}
        </select>
      </p>
      <fieldset className="field">
        <legend>{intl.formatMessage({ id: 'groupAssignments.mode' })}</legend>
        {ASSIGNMENT_MODES.map((mode) => (
          <label key={mode} className="choice">
            <input type="radio" name="mode" value={mode} checked={values.mode === mode} onChange={formik.handleChange} /> <FormattedMessage id={`groupAssignments.mode.${mode}`} />
          </label>
        ))}
      </fieldset>
      {values.mode === 'remoteLinks' ? (
        <fieldset className="field">
          <legend>{intl.formatMessage({ id: 'groupAssignments.recipient' })}</legend>
          {(['member', 'rater'] as const).map((recipient) => (
            <label key={recipient} className="choice">
              <input type="radio" name="recipient" value={recipient} checked={values.recipient === recipient} onChange={formik.handleChange} />{' '}
              <FormattedMessage id={`groupAssignments.recipient.${recipient}`} />
            </label>
          ))}
        </fieldset>
      ) : null}
      {values.mode !== 'itemEntry' ? (
        <p className="field">
          <label htmlFor="assign-days">{intl.formatMessage({ id: 'groupAssignments.validForDays' })}</label>
          <input id="assign-days" name="validForDays" type="number" min={1} max={90} value={values.validForDays} onChange={formik.handleChange} />
        </p>
      ) : null}
      <p>
        <Button className="button" isDisabled={!values.productId || !values.plannedDate} onPress={() => dispatch(ageCheckRequested({ productId: values.productId, plannedDate: values.plannedDate }))}>
          <FormattedMessage id="groupAssignments.check" />
        </Button>
      </p>
      {check.error ? <ErrorNotice>{errorText(check.error)}</ErrorNotice> : null}
      {check.result ? (
        <table className="table">
          <thead>
            <tr>
              <th scope="col">
                <FormattedMessage id="groupAssignments.include" />
              </th>
              <th scope="col">
                <FormattedMessage id="groupAssignments.member" />
              </th>
              <th scope="col">
                <FormattedMessage id="groupAssignments.age" />
              </th>
              <th scope="col">
                <FormattedMessage id="groupAssignments.standing" />
              </th>
            </tr>
          </thead>
          <tbody>
            {check.result.members.map((member) => (
              <tr key={member.examineeRecordId}>
                <td>
                  <input
                    type="checkbox"
                    aria-label={member.name}
                    checked={chosen.includes(member.examineeRecordId)}
                    disabled={member.standing !== 'inRange'}
                    onChange={() => toggle(member.examineeRecordId)}
                  />
                </td>
                <th scope="row">{member.name}</th>
                <td>{member.age ? <FormattedMessage id="groupAssignments.ageValue" values={member.age} /> : null}</td>
                <td>
                  <FormattedMessage id={`groupAssignments.standing.${member.standing}`} />
                  {member.retestDate ? (
                    <>
                      {' '}
                      <FormattedMessage id="groupAssignments.retest" values={{ date: format.date(member.retestDate) }} />
                    </>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {assign.error ? <ErrorNotice>{errorText(assign.error)}</ErrorNotice> : null}
      {check.result ? (
        <p>
          <Button type="submit" className="button button--primary" isDisabled={chosen.length === 0 || !values.examinerId || assign.status === 'loading'}>
            <FormattedMessage id="groupAssignments.assignButton" values={{ count: chosen.length }} />
          </Button>
        </p>
      ) : null}
    </form>
  );
}
