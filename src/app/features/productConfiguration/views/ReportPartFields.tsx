import { Button } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import type { BandDefinition, FeedbackReportDefinition, ScaleDefinition } from '../../../../domain/product/productDefinition';
import { SelectField } from '../../../components/SelectField';
import { TextInputField } from '../../../components/TextInputField';
import { BandTextsTable, FeedbackScalesTable, PercentileTextsTable } from './FeedbackReportTables';
import type { PartFieldsProps } from './FormPartFields';
import { LongTextField } from './LongTextField';
import { NEW_REPORT, withBandRows } from './reportEdits';

/** The draft's scoring the report refers to: its scales and their bands. */
export interface ReportScoring {
  scales: readonly ScaleDefinition[];
  bands: readonly BandDefinition[];
}

/**
 * The report part: the feedback report as a form (reader, title, introduction, the scales listed,
 * band and percentile texts, closing), or "Add a feedback report" when the draft has none. Texts
 * are edited in US English; the other locales' texts stay in the values untouched.
 */
export function ReportPartFields({ values, set, errors, scoring }: PartFieldsProps & { scoring: ReportScoring }) {
  const intl = useIntl();
  const report = (values['feedbackReport'] ?? null) as FeedbackReportDefinition | null;
  const text = (id: string) => intl.formatMessage({ id: id as 'products.report.title' });
  if (!report) {
    return (
      <section className="panel" aria-labelledby="part-report-heading">
        <h2 id="part-report-heading">
          <FormattedMessage id="products.report.heading" />
        </h2>
        <p>
          <FormattedMessage id="products.report.none" />
        </p>
        {errors['feedbackReport'] ? <p className="field__error">{errors['feedbackReport']}</p> : null}
        <Button className="button" onPress={() => set('feedbackReport', withBandRows(NEW_REPORT, scoring.bands))}>
          <FormattedMessage id="products.report.add" />
        </Button>
      </section>
    );
  }
  const at = (field: string) => `feedbackReport.${field}`;
  const prose = (field: 'introduction' | 'closing', rows: number) => (
    <LongTextField
      label={text(`products.report.${field}`)}
      name={at(field)}
      value={report[field].en_us}
      onChange={(v) => set(at(`${field}.en_us`), v)}
      description={text(`products.report.${field}Help`)}
      error={errors[at(`${field}.en_us`)] ?? errors[at(field)]}
      rows={rows}
    />
  );
  const tableProps = { report, set, errors, scoring };
  return (
    <>
      <fieldset className="panel">
        <legend>
          <FormattedMessage id="products.report.heading" />
        </legend>
        <p className="field__description">
          <FormattedMessage id="products.report.localesHelp" />
        </p>
        {errors['feedbackReport'] ? <p className="field__error">{errors['feedbackReport']}</p> : null}
        <SelectField
          label={text('products.report.reader')}
          name="feedbackReport.reader"
          value={report.reader}
          options={(['examinee', 'parent'] as const).map((reader) => ({ value: reader, label: text(`products.reader.${reader}`) }))}
          onChange={(v) => set(at('reader'), v)}
          error={errors[at('reader')]}
          isRequired
        />
        <TextInputField label={text('products.report.title')} name={at('title')} value={report.title.en_us} onChange={(v) => set(at('title.en_us'), v)} error={errors[at('title.en_us')] ?? errors[at('title')]} isRequired />
        {prose('introduction', 5)}
        {prose('closing', 4)}
        <Button className="button" onPress={() => set('feedbackReport', null)}>
          <FormattedMessage id="products.report.remove" />
        </Button>
      </fieldset>
      <FeedbackScalesTable {...tableProps} />
      <BandTextsTable {...tableProps} />
      <PercentileTextsTable {...tableProps} />
    </>
  );
}
