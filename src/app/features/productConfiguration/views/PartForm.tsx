import { useFormik } from 'formik';
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ProductVersionDetail } from '../../../../contract/services/productConfiguration';
import { type NormCsvProblem, normTableFromCsv, normTableToCsv } from '../../../../domain/product/normTableCsv';
import type { ItemDefinition, NormTable } from '../../../../domain/product/productDefinition';
import type { ProductPart } from '../../../../domain/product/productLifecycle';
import type { ProductTestCase } from '../../../../domain/product/productTestCases';
import { SubmitStatus } from '../../../components/SubmitStatus';
import { TextInputField } from '../../../components/TextInputField';
import { useAppDispatch, useAppSelector } from '../../../hooks';
import { useReasonError } from '../../../core/i18n/useReasonError';
import { selectProductChange } from '../productConfigurationSelectors';
import { partSaveRequested } from '../productConfigurationSlice';
import { ChangeStatus } from './ChangeStatus';
import { FormPartFields } from './FormPartFields';
import { JsonField } from './JsonField';
import { advancedFieldsOf, errorsByPath, isShown, normalizePath, pick, STRUCTURED_FIELDS, shownPaths } from './partFields';
import { ReportPartFields } from './ReportPartFields';
import { withBandRows } from './reportEdits';
import { ScoringPartFields } from './ScoringPartFields';
import { FsrPartFields, type TestCaseDraft, TestCasesPartFields, testCaseDraft, testCaseOf } from './SectionsAndTestCases';

/** The editor's first values of a part: its structured fields (test cases and norm tables as text) and the rest as JSON. */
function initialValues(part: ProductPart, draft: ProductVersionDetail): Record<string, unknown> {
  const values: Record<string, unknown> = { ...pick(draft.definition, STRUCTURED_FIELDS[part]) };
  if (part === 'scoring') values['normCsv'] = draft.definition.norms.map(normTableToCsv);
  if (part === 'testCases') values['testCases'] = (draft.definition.testCases ?? []).map(testCaseDraft);
  if (part === 'report' && draft.definition.feedbackReport) values['feedbackReport'] = withBandRows(draft.definition.feedbackReport, draft.definition.bands);
  values['reason'] = '';
  values['advanced'] = JSON.stringify(pick(draft.definition, advancedFieldsOf(part)), null, 2);
  return values;
}

/**
 * The items with each essay rubric typed as JSON text read back into criteria; `bad` names the
 * rubric fields that are not JSON (the save waits for them).
 */
function readRubrics(items: ItemDefinition[]): { items: ItemDefinition[]; bad: Record<string, true> } {
  const bad: Record<string, true> = {};
  const read = items.map((item, i) => {
    const rubric: unknown = item.type === 'essay' ? item.rubric : undefined;
    if (typeof rubric !== 'string') return item;
    try {
      return { ...item, rubric: JSON.parse(rubric) as unknown } as ItemDefinition;
    } catch {
      bad[`items[${i}].rubric`] = true;
      return item;
    }
  });
  return { items: read, bad };
}

/** The advanced JSON as an object of fields, or why it is not one. */
function parseAdvanced(text: string): { value: Record<string, unknown> } | { problem: string } {
  try {
    const parsed: unknown = JSON.parse(text.trim() === '' ? '{}' : text);
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? { value: parsed as Record<string, unknown> } : { problem: '{ }' };
  } catch (error) {
    return { problem: error instanceof Error ? error.message : String(error) };
  }
}

/** The editor of one part of a draft: its fields, its advanced JSON, Save with the draft's revision. */
export function PartForm({ productId, part, draft }: { productId: string; part: ProductPart; draft: ProductVersionDetail }) {
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const reasonProblem = useReasonError();
  const change = useAppSelector(selectProductChange);
  const [advancedProblem, setAdvancedProblem] = useState<string | undefined>();
  const [csvProblems, setCsvProblems] = useState<(string | undefined)[]>([]);
  const [badJson, setBadJson] = useState<Record<string, true>>({});
  const [reasonChecked, setReasonChecked] = useState(false);
  const csvText = (problem: NormCsvProblem) => {
    const words = intl.formatMessage({ id: `products.csv.${problem.code}` });
    return problem.column
      ? intl.formatMessage({ id: 'products.normProblem' }, { line: problem.line, column: problem.column, problem: words })
      : intl.formatMessage({ id: 'products.normProblemLine' }, { line: problem.line, problem: words });
  };
  const formik = useFormik<Record<string, unknown>>({
    initialValues: initialValues(part, draft),
    onSubmit: (values) => {
      const reason = String(values['reason'] ?? '');
      setReasonChecked(true);
      const advanced = parseAdvanced(String(values['advanced'] ?? ''));
      setAdvancedProblem('problem' in advanced ? intl.formatMessage({ id: 'products.advancedInvalid' }, { detail: advanced.problem }) : undefined);
      // Every check runs before returning, so each problem shows at once.
      let blocked = Boolean(reasonProblem(reason)) || 'problem' in advanced;
      const { advanced: _advanced, normCsv, reason: _reason, ...fields } = values;
      if (part === 'scoring') {
        const tables = draft.definition.norms.map((table, i) => normTableFromCsv((normCsv as string[])[i] ?? '', { scale: table.scale, comparisonGroup: table.comparisonGroup }));
        const problems = tables.map((read) => (read.ok ? undefined : read.problems.map(csvText).join(' ')));
        setCsvProblems(problems);
        blocked ||= problems.some(Boolean);
        fields['norms'] = tables.flatMap((read): NormTable[] => (read.ok ? [read.table] : []));
      }
      if (part === 'testCases') {
        const read = (fields['testCases'] as TestCaseDraft[]).map(testCaseOf);
        const bad: Record<string, true> = {};
        read.forEach((result, i) => {
          if ('badField' in result) bad[`testCases[${i}].${result.badField}`] = true;
        });
        setBadJson(bad);
        blocked ||= Object.keys(bad).length > 0;
        fields['testCases'] = read.map((result) => ('testCase' in result ? (result.testCase as unknown as ProductTestCase) : null));
      }
      if (part === 'form') {
        const read = readRubrics(fields['items'] as ItemDefinition[]);
        setBadJson(read.bad);
        blocked ||= Object.keys(read.bad).length > 0;
        fields['items'] = read.items;
        // Empty means one item a page: the field is left out (the schema's optional number).
        if ((fields['itemsPerPage'] ?? null) === null) delete fields['itemsPerPage'];
        const range = fields['ageRange'] as { minYears?: unknown; maxYears?: unknown } | null;
        if (range && (range.minYears ?? null) === null && (range.maxYears ?? null) === null) fields['ageRange'] = null;
      }
      if (blocked || 'problem' in advanced) return;
      dispatch(partSaveRequested({ productId, part, revision: draft.revision, reason: reason.trim(), fields: { ...fields, ...advanced.value } }));
    },
  });
  const saving = change.kind === 'part' ? change : null;
  const errors = saving?.status === 'failed' && saving.error ? errorsByPath(saving.error.fieldErrors) : {};
  const shown = shownPaths(part, formik.values);
  const advancedFields = advancedFieldsOf(part);
  const advancedShown = (path: string) => advancedFields.some((field) => path === field || path.startsWith(`${field}.`) || path.startsWith(`${field}[`));
  const advancedErrors = Object.entries(errors).filter(([path]) => advancedShown(path));
  const set = (path: string, value: unknown) => void formik.setFieldValue(path, value);
  const props = { values: formik.values, set, errors };
  const reasonError = reasonChecked ? reasonProblem(String(formik.values['reason'] ?? '')) : undefined;
  return (
    <form className="form" noValidate onSubmit={formik.handleSubmit}>
      <ChangeStatus productId={productId} sayDone={false} shownAt={(field) => field === 'reason' || isShown(shown, normalizePath(field)) || advancedShown(normalizePath(field))} />
      {part === 'form' ? <FormPartFields {...props} badJson={badJson} /> : null}
      {part === 'report' ? <ReportPartFields {...props} scoring={draft.definition} /> : null}
      {part === 'scoring' ? <ScoringPartFields {...props} csvProblems={csvProblems} /> : null}
      {part === 'fsr' ? <FsrPartFields {...props} /> : null}
      {part === 'testCases' ? <TestCasesPartFields {...props} badJson={badJson} /> : null}
      {advancedFields.length > 0 ? (
        <section className="panel">
          <JsonField
            label={intl.formatMessage({ id: 'products.advanced' })}
            name="advanced"
            value={String(formik.values['advanced'] ?? '')}
            onChange={(v) => set('advanced', v)}
            description={intl.formatMessage({ id: 'products.advancedHelp' }, { fields: advancedFields.join(', ') })}
            error={advancedProblem ?? (advancedErrors.length > 0 ? advancedErrors.map(([path, message]) => `${path}: ${message}`).join(' · ') : undefined)}
            rows={part === 'report' ? 30 : 14}
          />
        </section>
      ) : null}
      <TextInputField
        label={intl.formatMessage({ id: 'products.reason' })}
        name="reason"
        value={String(formik.values['reason'] ?? '')}
        onChange={(v) => set('reason', v)}
        description={intl.formatMessage({ id: 'products.reasonHelp' })}
        error={reasonError ?? errors['reason']}
        isRequired
      />
      <div className="form-actions">
        <Button type="submit" className="button button--primary" isDisabled={saving?.status === 'loading'}>
          <FormattedMessage id="products.save" />
        </Button>
        <SubmitStatus busy={saving?.status === 'loading'} busyText={intl.formatMessage({ id: 'products.saving' })} doneText={saving?.status === 'succeeded' ? intl.formatMessage({ id: 'products.saved' }) : null} />
      </div>
    </form>
  );
}
