import { useLayoutEffect, useRef } from 'react';
import { Button } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../hooks';
import {
  selectCurrentEntryKey,
  selectEntryFields,
  selectIsBusy,
  selectRejectedEntryKey,
  selectSecondEntry,
  selectSecondEntryNumberProblems,
  selectSecondEntryNumberTexts,
} from '../verificationSelectors';
import { secondEntryFocused, secondEntryKeyPressed, secondEntryNumberTyped, secondEntryValueSet, verificationCommandRequested } from '../verificationSlice';
import { SecondEntryField } from './SecondEntryField';

/** The focusable element of a field: its checked radio, else its first radio, else its input. */
const focusTarget = (group: Element | null): HTMLInputElement | null =>
  group?.querySelector<HTMLInputElement>('input[type="radio"]:checked') ?? group?.querySelector<HTMLInputElement>('input') ?? null;

/** The blind second entry: every field empty at the start, keyboard entry as in item entry, then "Compare". */
export function SecondEntry() {
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const fields = useAppSelector(selectEntryFields);
  const entry = useAppSelector(selectSecondEntry);
  const currentKey = useAppSelector(selectCurrentEntryKey);
  const rejectedKey = useAppSelector(selectRejectedEntryKey);
  const busy = useAppSelector(selectIsBusy);
  const numberTexts = useAppSelector(selectSecondEntryNumberTexts);
  const numberProblems = useAppSelector(selectSecondEntryNumberProblems);
  const invalidNumbers = fields.filter((field) => numberProblems[field.key]).map((field) => field.itemNumber);
  const regionRef = useRef<HTMLElement>(null);

  // Focus follows the current field (auto-advance), as in item entry.
  useLayoutEffect(() => {
    const region = regionRef.current;
    if (!region || !currentKey) return;
    const active = document.activeElement;
    const focusIsFree = !active || active === document.body || active.id === 'main';
    if (!focusIsFree && !region.contains(active)) return;
    const group = Array.from(region.querySelectorAll('[data-entry-key]')).find((element) => element.getAttribute('data-entry-key') === currentKey) ?? null;
    if (group && active && group.contains(active)) return;
    focusTarget(group)?.focus();
  }, [currentKey]);

  const rejected = fields.find((field) => field.key === rejectedKey);
  const rejectedText =
    rejected && rejected.kind === 'options'
      ? intl.formatMessage({ id: 'verification.invalidKey' }, { keys: rejected.options.map((option) => option.key).join(' '), number: rejected.itemNumber })
      : '';
  return (
    <section ref={regionRef} className="panel item-entry" aria-labelledby="second-entry-heading">
      <h2 id="second-entry-heading">
        <FormattedMessage id="verification.secondEntryTitle" />
      </h2>
      <p className="item-entry__help">
        <FormattedMessage id="verification.secondEntryHelp" />
      </p>
      <p className={rejectedText ? 'item-entry__message' : 'item-entry__message item-entry__message--empty'} role="alert">
        {rejectedText}
      </p>
      <ol className="items">
        {fields.map((field, index) => {
          const value = entry[field.key];
          return (
            <SecondEntryField
              key={field.key}
              field={field}
              value={typeof value === 'number' ? value : null}
              typed={numberTexts[field.key]}
              problem={numberProblems[field.key] ?? null}
              onType={(text) => dispatch(secondEntryNumberTyped({ fieldKey: field.key, text }))}
              rejected={field.key === rejectedKey}
              onKey={(key) => dispatch(secondEntryKeyPressed({ fieldKey: field.key, key }))}
              onSet={(next) => dispatch(secondEntryValueSet({ fieldKey: field.key, value: next, nextKey: null }))}
              onMove={(offset) => {
                const target = fields[index + offset];
                if (target) dispatch(secondEntryFocused({ fieldKey: target.key }));
              }}
              onFocus={() => {
                if (field.key !== currentKey) dispatch(secondEntryFocused({ fieldKey: field.key }));
              }}
            />
          );
        })}
      </ol>
      <div className="save-bar__buttons">
        <Button
          className="button button--primary"
          isDisabled={busy || invalidNumbers.length > 0}
          aria-describedby={invalidNumbers.length > 0 ? 'compare-hint' : undefined}
          onPress={() => dispatch(verificationCommandRequested({ command: 'compare' }))}
        >
          <FormattedMessage id="verification.compare" />
        </Button>
        <Button className="button" isDisabled={busy} onPress={() => dispatch(verificationCommandRequested({ command: 'cancel' }))}>
          <FormattedMessage id="verification.cancel" />
        </Button>
      </div>
      {invalidNumbers.length > 0 ? (
        <p id="compare-hint" className="field__error">
          <FormattedMessage id="verification.fixNumbers" values={{ count: invalidNumbers.length, items: invalidNumbers.join(', ') }} />
        </p>
      ) : null}
    </section>
  );
}
