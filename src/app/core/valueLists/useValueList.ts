/**
 * A picker's hook: asks for a value list in the user's language (once; the saga skips a list the
 * store holds) and answers its values, or `null` until it has loaded, when the picker keeps the
 * platform's own words.
 */
import { useEffect } from 'react';
import type { ValueListOption } from '../../../contract/services/valueLists';
import type { ValueListType } from '../../../domain/valueLists';
import { useAppDispatch, useAppSelector } from '../../hooks';
import { selectLocale } from '../i18n/i18nSelectors';
import { selectValueList } from './valueListsSelectors';
import { valueListNeeded } from './valueListsSlice';

/** The values of `type` labelled in the user's language, or `null` while they are not loaded in it. */
export function useValueList(type: ValueListType): ValueListOption[] | null {
  const dispatch = useAppDispatch();
  const locale = useAppSelector(selectLocale);
  const list = useAppSelector((state) => selectValueList(state, type));
  useEffect(() => {
    dispatch(valueListNeeded({ type, locale }));
  }, [dispatch, type, locale]);
  return list && list.status === 'succeeded' && list.locale === locale ? list.options : null;
}
