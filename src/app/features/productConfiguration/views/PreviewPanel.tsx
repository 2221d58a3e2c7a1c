import { useState } from 'react';
import { Button } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ProductDetails, ProductVersionDetail } from '../../../../contract/services/productConfiguration';
import { SEASONS, type Season } from '../../../../domain/assessment';
import { SEXES, type Sex } from '../../../../domain/examinee';
import { essayResponseKey } from '../../../../domain/product/productDefinition';
import type { Responses, ScoringContext } from '../../../../domain/scoring/scoreTypes';
import { ErrorNotice } from '../../../components/Notices';
import { SelectField } from '../../../components/SelectField';
import { SubmitStatus } from '../../../components/SubmitStatus';
import { TextInputField } from '../../../components/TextInputField';
import { useErrorText } from '../../../core/i18n/useErrorText';
import { useAppDispatch, useAppSelector } from '../../../hooks';
import { selectPreview } from '../productConfigurationSelectors';
import { previewRequested } from '../productConfigurationSlice';
import { PreviewResult } from './PreviewResult';

/** The response keys of a definition with the words of their field: one per item, one per rubric criterion of an essay. */
function responseFields(draft: ProductVersionDetail): { key: string; label: string }[] {
  return draft.definition.items.flatMap((item) =>
    item.type === 'essay' ? item.rubric.map((criterion) => ({ key: essayResponseKey(item.id, criterion.id), label: `${item.number} ${criterion.label}` })) : [{ key: item.id, label: String(item.number) }],
  );
}

/** The typed responses as numbers (blank: `null`), or `null` when one is not a whole number. */
function typedResponses(values: Record<string, string>, keys: string[]): Responses | null {
  const responses: Responses = {};
  for (const key of keys) {
    const text = (values[key] ?? '').trim();
    if (text === '') responses[key] = null;
    else if (/^-?\d+$/.test(text)) responses[key] = Number(text);
    else return null;
  }
  return responses;
}

/** Scores typed responses and demographics with the draft (previewProductScoring); nothing is stored. */
export function PreviewPanel({ product, draft }: { product: ProductDetails; draft: ProductVersionDetail }) {
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const errorText = useErrorText();
  const preview = useAppSelector(selectPreview);
  const fields = responseFields(draft);
  const [responses, setResponses] = useState<Record<string, string>>({});
  const [context, setContext] = useState({ birthDate: '', sex: '', grade: '', season: '', testDate: '', comparisonGroupId: '' });
  const [invalid, setInvalid] = useState(false);
  const { administrationFields, comparisonGroups } = draft.definition;
  const set = (field: keyof typeof context) => (value: string) => setContext({ ...context, [field]: value });
  const score = () => {
    const typed = typedResponses(responses, fields.map((field) => field.key));
    setInvalid(typed === null);
    if (!typed) return;
    const scoringContext: ScoringContext = {
      demographics: { birthDate: context.birthDate || null, sex: (context.sex || null) as Sex | null },
      administration: {
        ...(context.grade !== '' ? { grade: Number(context.grade) } : {}),
        ...(context.season !== '' ? { season: context.season as Season } : {}),
        ...(context.comparisonGroupId !== '' ? { comparisonGroupId: context.comparisonGroupId } : {}),
      },
      testDate: context.testDate,
    };
    dispatch(previewRequested({ productId: product.id, responses: typed, context: scoringContext }));
  };
  return (
    <section className="panel" aria-labelledby="product-preview-heading">
      <h2 id="product-preview-heading">
        <FormattedMessage id="products.preview" />
      </h2>
      <p>
        <FormattedMessage id="products.previewIntro" />
      </p>
      <form
        className="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          score();
        }}
      >
        <div className="form-grid">
          {fields.map((field) => (
            <TextInputField
              key={field.key}
              label={intl.formatMessage({ id: 'products.previewItem' }, { number: field.label })}
              name={`response-${field.key}`}
              value={responses[field.key] ?? ''}
              onChange={(value) => setResponses({ ...responses, [field.key]: value })}
              isRequired
            />
          ))}
        </div>
        {invalid ? <ErrorNotice>{intl.formatMessage({ id: 'products.previewInvalid' })}</ErrorNotice> : null}
        <div className="form-grid">
          <TextInputField type="date" label={intl.formatMessage({ id: 'products.birthDate' })} name="birthDate" value={context.birthDate} onChange={set('birthDate')} />
          <SelectField
            label={intl.formatMessage({ id: 'products.sex' })}
            name="sex"
            value={context.sex}
            placeholder={intl.formatMessage({ id: 'products.notSet' })}
            options={SEXES.map((sex) => ({ value: sex, label: intl.formatMessage({ id: `products.sex.${sex}` }) }))}
            onChange={set('sex')}
          />
          {administrationFields.includes('grade') ? (
            <SelectField
              label={intl.formatMessage({ id: 'products.grade' })}
              name="grade"
              value={context.grade}
              placeholder={intl.formatMessage({ id: 'products.notSet' })}
              options={Array.from({ length: 13 }, (_, grade) => ({ value: String(grade), label: String(grade) }))}
              onChange={set('grade')}
            />
          ) : null}
          {administrationFields.includes('season') ? (
            <SelectField
              label={intl.formatMessage({ id: 'products.season' })}
              name="season"
              value={context.season}
              placeholder={intl.formatMessage({ id: 'products.notSet' })}
              options={SEASONS.map((season) => ({ value: season, label: intl.formatMessage({ id: `products.season.${season}` }) }))}
              onChange={set('season')}
            />
          ) : null}
          {comparisonGroups.length > 0 ? (
            <SelectField
              label={intl.formatMessage({ id: 'products.comparisonGroup' })}
              name="comparisonGroupId"
              value={context.comparisonGroupId}
              placeholder={intl.formatMessage({ id: 'products.notSet' })}
              options={comparisonGroups.map((group) => ({ value: group.id, label: group.label }))}
              onChange={set('comparisonGroupId')}
            />
          ) : null}
          <TextInputField type="date" label={intl.formatMessage({ id: 'products.testDate' })} name="testDate" value={context.testDate} onChange={set('testDate')} isRequired />
        </div>
        <div className="form-actions">
          <Button type="submit" className="button button--primary" isDisabled={preview.status === 'loading'}>
            <FormattedMessage id="products.score" />
          </Button>
          <SubmitStatus busy={preview.status === 'loading'} busyText={intl.formatMessage({ id: 'products.scoring' })} />
        </div>
      </form>
      {preview.status === 'failed' && preview.error ? <ErrorNotice>{errorText(preview.error)}</ErrorNotice> : null}
      {preview.result ? <PreviewResult result={preview.result} /> : null}
    </section>
  );
}
