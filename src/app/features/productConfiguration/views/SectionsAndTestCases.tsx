import { useState } from 'react';
import { Button } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { REPORT_SECTIONS, type ReportSection } from '../../../../domain/product/productDefinition';
import type { ProductTestCase } from '../../../../domain/product/productTestCases';
import { SelectField } from '../../../components/SelectField';
import { TextInputField } from '../../../components/TextInputField';
import type { PartFieldsProps } from './FormPartFields';
import { JsonField } from './JsonField';
import { errorUnder } from './partFields';
import { SECTION_MESSAGES } from './productLabels';

/** The final score report's sections in order: move up or down, remove, add one not listed. */
export function FsrPartFields({ values, set, errors }: PartFieldsProps) {
  const intl = useIntl();
  const sections = (values['reportSections'] ?? []) as ReportSection[];
  const missing = REPORT_SECTIONS.filter((section) => !sections.includes(section));
  const [adding, setAdding] = useState('');
  const move = (from: number, to: number) => {
    const next = [...sections];
    const [moved] = next.splice(from, 1);
    if (moved) next.splice(to, 0, moved);
    set('reportSections', next);
  };
  return (
    <section className="panel" aria-labelledby="part-sections-heading">
      <h2 id="part-sections-heading">
        <FormattedMessage id="products.sections" />
      </h2>
      {errorUnder(errors, 'reportSections') ? <p className="field__error">{errorUnder(errors, 'reportSections')}</p> : null}
      <ol>
        {sections.map((section, i) => {
          const name = intl.formatMessage({ id: SECTION_MESSAGES[section] });
          return (
            <li key={section}>
              {name}{' '}
              <Button className="button button--small" isDisabled={i === 0} onPress={() => move(i, i - 1)} aria-label={`${intl.formatMessage({ id: 'products.moveUp' })}: ${name}`}>
                <FormattedMessage id="products.moveUp" />
              </Button>{' '}
              <Button className="button button--small" isDisabled={i === sections.length - 1} onPress={() => move(i, i + 1)} aria-label={`${intl.formatMessage({ id: 'products.moveDown' })}: ${name}`}>
                <FormattedMessage id="products.moveDown" />
              </Button>{' '}
              <Button className="button button--small" onPress={() => set('reportSections', sections.filter((_, k) => k !== i))} aria-label={`${intl.formatMessage({ id: 'products.remove' })}: ${name}`}>
                <FormattedMessage id="products.remove" />
              </Button>
            </li>
          );
        })}
      </ol>
      {missing.length > 0 ? (
        <div className="product-actions">
          <SelectField
            label={intl.formatMessage({ id: 'products.addSection' })}
            name="addSection"
            value={adding}
            placeholder={intl.formatMessage({ id: 'products.notSet' })}
            options={missing.map((section) => ({ value: section, label: intl.formatMessage({ id: SECTION_MESSAGES[section] }) }))}
            onChange={setAdding}
          />
          <Button
            className="button"
            isDisabled={adding === ''}
            onPress={() => {
              set('reportSections', [...sections, adding]);
              setAdding('');
            }}
          >
            <FormattedMessage id="products.add" />
          </Button>
        </div>
      ) : null}
    </section>
  );
}

/** A test case as the editor holds it: id and name as text, responses, context and expectation as JSON text. */
export interface TestCaseDraft {
  id: string;
  name: string;
  responses: string;
  context: string;
  expected: string;
}

/** The editor's text of a test case. */
export const testCaseDraft = (testCase: ProductTestCase): TestCaseDraft => ({
  id: testCase.id,
  name: testCase.name,
  responses: JSON.stringify(testCase.responses, null, 2),
  context: JSON.stringify(testCase.context, null, 2),
  expected: JSON.stringify(testCase.expected, null, 2),
});

const JSON_PARTS = ['responses', 'context', 'expected'] as const;

/**
 * A test case from the editor's text, or the first of its JSON fields that does not parse.
 * @returns the test case as the server takes it (checked there by `productTestCaseSchema`).
 */
export function testCaseOf(draft: TestCaseDraft): { testCase: Record<string, unknown> } | { badField: (typeof JSON_PARTS)[number] } {
  const testCase: Record<string, unknown> = { id: draft.id, name: draft.name };
  for (const field of JSON_PARTS) {
    try {
      testCase[field] = JSON.parse(draft[field]) as unknown;
    } catch {
      return { badField: field };
    }
  }
  return { testCase };
}

const NEW_CASE: TestCaseDraft = {
  id: '',
  name: '',
  responses: '{}',
  context: JSON.stringify({ demographics: { birthDate: null, sex: null }, administration: {}, testDate: '2026-01-01' }, null, 2),
  expected: JSON.stringify({ scorable: true, scales: [], flags: [] }, null, 2),
};

/** The test cases: each with its id, name, responses, context and expected scores as JSON; add and remove. */
export function TestCasesPartFields({ values, set, errors, badJson }: PartFieldsProps & { badJson: Record<string, true> }) {
  const intl = useIntl();
  const cases = (values['testCases'] ?? []) as TestCaseDraft[];
  const word = (id: string) => intl.formatMessage({ id: id as 'products.field.id' });
  return (
    <>
      {cases.map((testCase, i) => {
        const at = (field: string) => `testCases[${i}].${field}`;
        return (
          <fieldset key={i} className="panel">
            <legend>{intl.formatMessage({ id: 'products.testCase' }, { id: testCase.id || i + 1 })}</legend>
            <TextInputField label={word('products.field.id')} name={at('id')} value={testCase.id} onChange={(v) => set(at('id'), v)} error={errors[at('id')]} isRequired />
            <TextInputField label={word('products.field.name')} name={at('name')} value={testCase.name} onChange={(v) => set(at('name'), v)} error={errors[at('name')]} isRequired />
            {JSON_PARTS.map((field) => (
              <JsonField
                key={field}
                label={word(`products.field.${field}`)}
                name={at(field)}
                value={testCase[field]}
                onChange={(v) => set(at(field), v)}
                error={badJson[at(field)] ? word('products.jsonInvalid') : errorUnder(errors, at(field))}
                rows={6}
              />
            ))}
            <Button className="button button--small" onPress={() => set('testCases', cases.filter((_, k) => k !== i))}>
              <FormattedMessage id="products.remove" />
            </Button>
          </fieldset>
        );
      })}
      <Button className="button" onPress={() => set('testCases', [...cases, NEW_CASE])}>
        <FormattedMessage id="products.addTestCase" />
      </Button>
    </>
  );
}
