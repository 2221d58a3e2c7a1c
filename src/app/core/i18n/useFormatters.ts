import { useAppSelector } from '../../hooks';
import { type Formatters, selectFormatters } from './i18nSelectors';

/** The signed-in user's date, date-time and number formatters (spec §3 preferences). */
export const useFormatters = (): Formatters => useAppSelector(selectFormatters);
