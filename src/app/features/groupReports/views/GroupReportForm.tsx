import { type FormEvent, useEffect, useRef } from 'react';
import { Button } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AssessmentSelection } from '../../../../contract/reportTypes';
import { isLocale, LOCALE_NAMES, SUPPORTED_LOCALES } from '../../../../domain/locale';
import { ErrorNotice } from '../../../components/Notices';
import { SelectField } from '../../../components/SelectField';
import { TextInputField } from '../../../components/TextInputField';
import { useErrorText } from '../../../core/i18n/useErrorText';
import { useFormatters } from '../../../core/i18n/useFormatters';
import { useAppDispatch, useAppSelector } from '../../../hooks';
import { selectGroupComparisonGroups, selectGroupReportDraft, selectGroupReportRequest } from '../groupReportsSelectors';
import { groupDraftChanged, groupFormOpened, groupReportRequested, groupSubmitRefused } from '../groupReportsSlice';

/** Props of {@link GroupReportForm}: what the report covers. */
export interface GroupReportFormProps {
  productId: string;
  productCode: string;
  selection: AssessmentSelection;
  count: number;
  onClose: () => void;
}

/** The group report form: a title (a class, a school), the comparison group when the form has several, the language. */
export function GroupReportForm({ productId, productCode, selection, count, onClose }: GroupReportFormProps) {
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const errorText = useErrorText();
  const format = useFormatters();
  const draft = useAppSelector(selectGroupReportDraft);
  const groups = useAppSelector(selectGroupComparisonGroups);
  const request = useAppSelector(selectGroupReportRequest);
  const heading = useRef<HTMLHeadingElement>(null);
  const busy = request.status === 'loading';
  useEffect(() => {
    dispatch(groupFormOpened({ productId }));
  }, [dispatch, productId]);
  useEffect(() => heading.current?.focus(), []);
  const titleMissing = draft.title.trim() === '';
  const titleError = (draft.attempted && titleMissing ? intl.formatMessage({ id: 'groupReport.titleRequired' }) : undefined) ?? request.error?.fieldErrors['title'];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (titleMissing) {
      dispatch(groupSubmitRefused());
      return;
    }
    if (busy) return;
    dispatch(
      groupReportRequested({ title: draft.title.trim(), productId, selection, comparisonGroupId: draft.comparisonGroupId || null, locale: draft.locale || null }),
    );
  };
  return (
    <section className="panel action-panel" aria-labelledby="group-form-heading">
      <h2 id="group-form-heading" ref={heading} tabIndex={-1}>
        <FormattedMessage id="groupReport.formTitle" values={{ form: productCode, count, countText: format.number(count) }} />
      </h2>
      <form noValidate onSubmit={submit}>
        <div className="action-panel__fields">
          <TextInputField
            label={intl.formatMessage({ id: 'groupReport.title' })}
            name="title"
            value={draft.title}
            isRequired
            description={intl.formatMessage({ id: 'groupReport.titleHint' })}
            error={titleError}
            onChange={(value) => dispatch(groupDraftChanged({ title: value }))}
          />
          {groups.productId === productId && groups.options.length > 1 ? (
            <SelectField
              label={intl.formatMessage({ id: 'groupReport.comparisonGroup' })}
              name="comparisonGroupId"
              value={draft.comparisonGroupId}
              placeholder={intl.formatMessage({ id: 'groupReport.defaultGroup' })}
              options={groups.options.map((group) => ({ value: group.id, label: group.label }))}
              onChange={(value) => dispatch(groupDraftChanged({ comparisonGroupId: value }))}
            />
          ) : null}
          <SelectField
            label={intl.formatMessage({ id: 'groupReport.language' })}
            name="locale"
            value={draft.locale}
            placeholder={intl.formatMessage({ id: 'groupReport.ownLanguage' })}
            options={SUPPORTED_LOCALES.map((code) => ({ value: code, label: LOCALE_NAMES[code] }))}
            onChange={(value) => dispatch(groupDraftChanged({ locale: isLocale(value) ? value : '' }))}
          />
        </div>
        <div className="action-panel__buttons">
          <Button type="submit" className="button button--primary" isDisabled={busy}>
            <FormattedMessage id="groupReport.submit" />
          </Button>
          <Button className="button" onPress={onClose}>
            <FormattedMessage id="common.cancel" />
          </Button>
          <span role="status">{busy ? intl.formatMessage({ id: 'groupReport.making' }) : ''}</span>
        </div>
        {request.status === 'failed' && request.error ? <ErrorNotice title={intl.formatMessage({ id: 'groupReport.notMade' })}>{errorText(request.error)}</ErrorNotice> : null}
      </form>
    </section>
  );
}
