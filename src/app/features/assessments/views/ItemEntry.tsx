import { useLayoutEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../hooks';
import { type EntryItem, selectCurrentItemId, selectEntryItems, selectEntryMessage, selectFormTextLang, selectInstructions } from '../assessmentsSelectors';
import { itemFocused, itemKeyPressed, numberTyped, optionChosen, responseCleared } from '../assessmentsSlice';
import { keyListValues } from '../itemEntryMessages';
import { ItemRow } from './ItemRow';
import { NumericItemRow } from './NumericItemRow';

/** The field to focus in an item: its checked option, else its first radio, else its number field. */
const focusTarget = (group: Element | null): HTMLInputElement | null =>
  group?.querySelector<HTMLInputElement>('input[type="radio"]:checked') ?? group?.querySelector<HTMLInputElement>('input') ?? null;

/**
 * Keyboard item entry: every item with its options visible, one keystroke per item. Keys become
 * events; which option a key enters, and where entry moves next, is decided by the saga.
 */
export function ItemEntry({ readOnly }: { readOnly: boolean }) {
  const dispatch = useAppDispatch();
  const items = useAppSelector(selectEntryItems);
  const currentItemId = useAppSelector(selectCurrentItemId);
  const message = useAppSelector(selectEntryMessage);
  const instructions = useAppSelector(selectInstructions);
  const textLang = useAppSelector(selectFormTextLang);
  const intl = useIntl();
  const regionRef = useRef<HTMLElement>(null);

  // Focus follows the current item: after auto-advance, arrows, or on opening the page. Layout
  // effect, so the next keystroke already lands on the new item.
  useLayoutEffect(() => {
    const region = regionRef.current;
    if (!region || !currentItemId) return;
    const active = document.activeElement;
    const focusIsFree = !active || active === document.body || active.id === 'main';
    if (!focusIsFree && !region.contains(active)) return;
    const group = Array.from(region.querySelectorAll('[data-item-id]')).find((element) => element.getAttribute('data-item-id') === currentItemId) ?? null;
    if (group && active && group.contains(active)) return;
    focusTarget(group)?.focus();
  }, [currentItemId]);

  const move = (index: number, offset: number) => {
    const next = items[index + offset];
    if (next) dispatch(itemFocused({ itemId: next.id }));
  };

  // The saga's message names the item; the text is written here, in the UI language.
  const messageOf = (item: EntryItem): string | null => {
    if (message?.itemId !== item.id || item.kind !== 'choice') return null;
    const keys = item.options.map((option) => option.key);
    const keysText = keys.length > 1 ? intl.formatMessage({ id: 'itemEntry.keyList' }, keyListValues(keys)) : keys.join('');
    return intl.formatMessage({ id: 'itemEntry.invalidKey' }, { keys: keysText, number: item.number });
  };
  const hasChoices = items.some((item) => item.kind === 'choice');
  return (
    <section ref={regionRef} className="panel item-entry" aria-labelledby="item-entry-heading">
      <h2 id="item-entry-heading">
        <FormattedMessage id="itemEntry.title" />
      </h2>
      {textLang ? (
        <p className="item-entry__language">
          <FormattedMessage id="itemEntry.textInEnglish" />
        </p>
      ) : null}
      {instructions ? (
        <p className="item-entry__instructions" lang={textLang}>
          {instructions}
        </p>
      ) : null}
      <p className="item-entry__help">
        <FormattedMessage id={hasChoices ? 'itemEntry.help' : 'itemEntry.numberHelp'} />
      </p>
      <ol className="items">
        {items.map((item, index) =>
          item.kind === 'numeric' ? (
            <NumericItemRow
              key={item.id}
              item={item}
              textLang={textLang}
              readOnly={readOnly}
              onType={(text) => dispatch(numberTyped({ itemId: item.id, text }))}
              onMove={(offset) => move(index, offset)}
              onFocus={() => {
                if (!item.isCurrent) dispatch(itemFocused({ itemId: item.id }));
              }}
            />
          ) : (
          <ItemRow
            key={item.id}
            item={item}
            textLang={textLang}
            readOnly={readOnly}
            message={messageOf(item)}
            messageAttempt={message?.attempt ?? 0}
            onKey={(key) => dispatch(itemKeyPressed({ itemId: item.id, key }))}
            onClear={() => dispatch(responseCleared({ itemId: item.id }))}
            onMove={(offset) => move(index, offset)}
            onChoose={(value) => dispatch(optionChosen({ itemId: item.id, value }))}
            onFocus={() => {
              if (!item.isCurrent) dispatch(itemFocused({ itemId: item.id }));
            }}
          />
          ),
        )}
      </ol>
    </section>
  );
}
