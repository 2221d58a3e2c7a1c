import { FormattedMessage, useIntl } from 'react-intl';
import { useValueList } from '../../../core/valueLists/useValueList';
import type { AdministrationDetails } from '../../../../domain/assessment';
import { useFormatters } from '../../../core/i18n/useFormatters';
import { useAppDispatch, useAppSelector } from '../../../hooks';
import { selectAdministrationForm } from '../assessmentsSelectors';
import { administrationChanged } from '../assessmentsSlice';
import { SEASON_MESSAGES } from './seasonLabels';

/**
 * Grade, season and comparison group of the administration, for products with norms: labelled
 * native selects, so keyboard and screen-reader use need nothing extra. Each change dispatches
 * the whole new administration; scores follow on the fly.
 */
export function AdministrationPanel({ readOnly }: { readOnly: boolean }) {
  const dispatch = useAppDispatch();
  const intl = useIntl();
  // Labels of the platform's value lists in the user's language; the SPA's own words until they have loaded.
  const gradeLabels = new Map((useValueList('grade') ?? []).map((option) => [option.code, option.label]));
  const seasonLabels = new Map((useValueList('season') ?? []).map((option) => [option.code, option.label]));
  const format = useFormatters();
  const form = useAppSelector(selectAdministrationForm);
  if (!form) return null;
  const { values } = form;
  const change = (next: AdministrationDetails) => dispatch(administrationChanged(next));
  const without = (key: keyof AdministrationDetails): AdministrationDetails => {
    const rest = { ...values };
    delete rest[key];
    return rest;
  };
  return (
    <section className="panel administration-panel" aria-labelledby="administration-heading">
      <h2 id="administration-heading">
        <FormattedMessage id="administration.title" />
      </h2>
      <p className="field__description">
        <FormattedMessage id="administration.help" />
      </p>
      <div className="administration-panel__fields">
        {form.fields.includes('grade') ? (
          <div className="field">
            <label htmlFor="administration-grade" className="field__label">
              <FormattedMessage id="administration.grade" />
            </label>
            <select
              id="administration-grade"
              className="field__input"
              disabled={readOnly}
              value={values.grade === undefined ? '' : String(values.grade)}
              onChange={(event) => change(event.target.value === '' ? without('grade') : { ...values, grade: Number(event.target.value) })}
            >
              <option value="">{intl.formatMessage({ id: 'administration.gradeNone' })}</option>
              {form.grades.map((grade) => (
                <option key={grade} value={grade}>
                  {gradeLabels.get(String(grade)) ?? intl.formatMessage({ id: 'administration.gradeOption' }, { grade: format.number(grade) })}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        {form.fields.includes('season') ? (
          <div className="field">
            <label htmlFor="administration-season" className="field__label">
              <FormattedMessage id="administration.season" />
            </label>
            <select
              id="administration-season"
              className="field__input"
              disabled={readOnly}
              value={values.season ?? ''}
              onChange={(event) => {
                const season = form.seasons.find((candidate) => candidate === event.target.value);
                change(season ? { ...values, season } : without('season'));
              }}
            >
              <option value="">{intl.formatMessage({ id: 'administration.seasonNone' })}</option>
              {form.seasons.map((season) => (
                <option key={season} value={season}>
                  {seasonLabels.get(season) ?? intl.formatMessage({ id: SEASON_MESSAGES[season] })}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        {form.groups.length > 0 ? (
          <div className="field">
            <label htmlFor="administration-group" className="field__label">
              <FormattedMessage id="administration.comparisonGroup" />
            </label>
            <select
              id="administration-group"
              className="field__input"
              disabled={readOnly}
              value={values.comparisonGroupId ?? form.groups.find((group) => group.isDefault)?.id ?? ''}
              onChange={(event) => change({ ...values, comparisonGroupId: event.target.value })}
            >
              {form.groups.map((group) => (
                <option key={group.id} value={group.id}>
                  {group.isDefault ? intl.formatMessage({ id: 'administration.groupDefault' }, { label: group.label }) : group.label}
                </option>
              ))}
            </select>
          </div>
        ) : null}
      </div>
    </section>
  );
}
