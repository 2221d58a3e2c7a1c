import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useAppSelector } from '../../hooks';
import { selectAccountLabels } from '../session/sessionSelectors';
import { type AccountTerms, accountTerms } from './accountTerms';
import { selectLocale } from './i18nSelectors';

/** The account's words for examinee, examiner and custom fields in the UI language, as message arguments. */
export function useAccountTerms(): AccountTerms {
  const labels = useAppSelector(selectAccountLabels);
  const locale = useAppSelector(selectLocale);
  const intl = useIntl();
  return useMemo(() => accountTerms(labels, locale, (id) => intl.formatMessage({ id })), [labels, locale, intl]);
}
