import type { FormEvent } from 'react';
import { Button } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ReportsPage } from '../../../../contract/reportTypes';
import { REPORT_TYPES, type ReportType } from '../../../../domain/reports';
import { ErrorNotice } from '../../../components/Notices';
import { SelectField } from '../../../components/SelectField';
import { useErrorText } from '../../../core/i18n/useErrorText';
import { useAppDispatch, useAppSelector } from '../../../hooks';
import { selectChosenReportType, selectGenerateInput, selectGenerateState, selectReportChoice } from '../reportsSelectors';
import { choiceChanged, generateRequested } from '../reportsSlice';
import { LicenseStatus } from './LicenseStatus';
import { NEXT_COST_MESSAGES, REPORT_TYPE_MESSAGES } from './reportLabels';
import { IncludeItemResponsesField, ReportLanguageField } from './ReportOptionFields';

const isReportType = (value: string): value is ReportType => (REPORT_TYPES as readonly string[]).includes(value);

/**
 * The "new report" form: report type, comparison group, language and item responses, the
 * license status of each type, what generating costs, and "Generate".
 */
export function GenerateReportForm({ page }: { page: ReportsPage }) {
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const errorText = useErrorText();
  const choice = useAppSelector(selectReportChoice);
  const chosen = useAppSelector(selectChosenReportType);
  const input = useAppSelector(selectGenerateInput);
  const generate = useAppSelector(selectGenerateState);
  const busy = generate.status === 'loading';
  const typeName = (type: ReportType) => intl.formatMessage({ id: REPORT_TYPE_MESSAGES[type] });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (input && chosen?.generatable && !busy) dispatch(generateRequested(input));
  };
  return (
    <section className="panel reports__new" aria-labelledby="report-new-heading">
      <h2 id="report-new-heading">
        <FormattedMessage id="reports.newReport" />
      </h2>
      <form className="reports__form" noValidate onSubmit={submit}>
        <div className="form-grid reports__fields">
          <SelectField
            label={intl.formatMessage({ id: 'reports.type' })}
            name="reportType"
            value={choice.reportType}
            options={page.reportTypes.map((entry) => ({ value: entry.reportType, label: typeName(entry.reportType) }))}
            onChange={(value) => (isReportType(value) ? dispatch(choiceChanged({ reportType: value })) : undefined)}
          />
          {page.comparisonGroups.length > 0 ? (
            <SelectField
              label={intl.formatMessage({ id: 'reports.comparisonGroup' })}
              name="comparisonGroupId"
              value={choice.comparisonGroupId ?? ''}
              options={page.comparisonGroups.map((group) => ({ value: group.id, label: group.label }))}
              onChange={(value) => dispatch(choiceChanged({ comparisonGroupId: value }))}
            />
          ) : null}
          <ReportLanguageField
            label={intl.formatMessage({ id: 'reports.language' })}
            value={choice.locale}
            onChange={(locale) => (locale ? dispatch(choiceChanged({ locale })) : undefined)}
          />
        </div>
        {choice.reportType === 'score' ? (
          <IncludeItemResponsesField
            label={intl.formatMessage({ id: 'reports.includeItemResponses' })}
            checked={choice.includeItemResponses}
            onChange={(checked) => dispatch(choiceChanged({ includeItemResponses: checked }))}
          />
        ) : null}
        <ul className="reports__licenses" aria-label={intl.formatMessage({ id: 'reports.licenseStatus' })}>
          {page.reportTypes.map((entry) => (
            <li key={entry.reportType}>
              <strong>{typeName(entry.reportType)}:</strong> <LicenseStatus check={entry.license} />
            </li>
          ))}
        </ul>
        {chosen ? (
          <p id="report-cost" className={chosen.generatable ? 'reports__cost' : 'reports__cost reports__cost--refused'}>
            {chosen.generatable && chosen.nextCharge ? (
              <FormattedMessage id={NEXT_COST_MESSAGES[chosen.nextCharge]} />
            ) : chosen.generatable ? null : (
              <FormattedMessage id="reports.cannotGenerate" values={{ type: typeName(chosen.reportType) }} />
            )}
          </p>
        ) : null}
        <div className="reports__generate">
          <Button type="submit" className="button button--primary" isDisabled={busy || !chosen?.generatable} aria-describedby={chosen ? 'report-cost' : undefined}>
            <FormattedMessage id={choice.reportType === 'feedback' ? 'reports.generateFeedback' : 'reports.generate'} />
          </Button>
          <span role="status">
            {busy ? intl.formatMessage({ id: 'reports.generating' }) : generate.status === 'succeeded' ? intl.formatMessage({ id: 'reports.generated' }) : ''}
          </span>
        </div>
        {generate.status === 'failed' && generate.error ? <ErrorNotice title={intl.formatMessage({ id: 'reports.notGenerated' })}>{errorText(generate.error)}</ErrorNotice> : null}
      </form>
    </section>
  );
}
