import { type FormEvent, useEffect, useRef } from 'react';
import { Button } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AssessmentSelection } from '../../../../contract/reportTypes';
import { REPORT_TYPES, type ReportType } from '../../../../domain/reports';
import { ErrorNotice } from '../../../components/Notices';
import { SelectField } from '../../../components/SelectField';
import { useErrorText } from '../../../core/i18n/useErrorText';
import { useFormatters } from '../../../core/i18n/useFormatters';
import { useAppDispatch, useAppSelector } from '../../../hooks';
import { IncludeItemResponsesField, ReportLanguageField } from '../../reports/views/ReportOptionFields';
import { selectBatchChoice, selectBatchRequest } from '../batchReportsSelectors';
import { batchChoiceChanged, batchRequested } from '../batchReportsSlice';
import { REPORT_TYPE_MESSAGES } from './batchLabels';

const isReportType = (value: string): value is ReportType => (REPORT_TYPES as readonly string[]).includes(value);

/** "Generate reports": the report type and options for every selected assessment, then queue the batch. */
export function BatchRequestForm({ selection, count, onClose }: { selection: AssessmentSelection; count: number; onClose: () => void }) {
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const errorText = useErrorText();
  const format = useFormatters();
  const choice = useAppSelector(selectBatchChoice);
  const request = useAppSelector(selectBatchRequest);
  const heading = useRef<HTMLHeadingElement>(null);
  const busy = request.status === 'loading';
  // The form opens in place: focus moves to it, so keyboard and screen reader users land there.
  useEffect(() => heading.current?.focus(), []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const options = { includeItemResponses: choice.includeItemResponses, locale: choice.locale || null };
    dispatch(batchRequested({ selection, reportType: choice.reportType, options }));
  };
  return (
    <section className="panel action-panel" aria-labelledby="batch-form-heading">
      <h2 id="batch-form-heading" ref={heading} tabIndex={-1}>
        <FormattedMessage id="batch.formTitle" values={{ count, countText: format.number(count) }} />
      </h2>
      <form noValidate onSubmit={submit}>
        <div className="action-panel__fields">
          <SelectField
            label={intl.formatMessage({ id: 'batch.reportType' })}
            name="reportType"
            value={choice.reportType}
            options={REPORT_TYPES.map((type) => ({ value: type, label: intl.formatMessage({ id: REPORT_TYPE_MESSAGES[type] }) }))}
            description={choice.reportType === 'feedback' ? intl.formatMessage({ id: 'batch.feedbackNote' }) : undefined}
            onChange={(value) => (isReportType(value) ? dispatch(batchChoiceChanged({ reportType: value })) : undefined)}
          />
          <ReportLanguageField
            label={intl.formatMessage({ id: 'batch.language' })}
            value={choice.locale}
            ownLanguage={intl.formatMessage({ id: 'batch.ownLanguage' })}
            onChange={(locale) => dispatch(batchChoiceChanged({ locale: locale ?? '' }))}
          />
        </div>
        {choice.reportType === 'score' ? (
          <IncludeItemResponsesField
            label={intl.formatMessage({ id: 'batch.includeItemResponses' })}
            checked={choice.includeItemResponses}
            onChange={(checked) => dispatch(batchChoiceChanged({ includeItemResponses: checked }))}
          />
        ) : null}
        <p className="action-panel__note">
          <FormattedMessage id="batch.costNote" />
        </p>
        <div className="action-panel__buttons">
          <Button type="submit" className="button button--primary" isDisabled={busy}>
            <FormattedMessage id="batch.submit" values={{ count, countText: format.number(count) }} />
          </Button>
          <Button className="button" onPress={onClose}>
            <FormattedMessage id="common.cancel" />
          </Button>
          <span role="status">{busy ? intl.formatMessage({ id: 'batch.queueing' }) : ''}</span>
        </div>
        {request.status === 'failed' && request.error ? <ErrorNotice title={intl.formatMessage({ id: 'batch.notQueued' })}>{errorText(request.error)}</ErrorNotice> : null}
      </form>
    </section>
  );
}
