import { useIntl } from 'react-intl';
import type { LicenseCheck } from '../../../../contract/reportTypes';
import { useFormatters } from '../../../core/i18n/useFormatters';

/**
 * A report type's license status in a sentence: usages left, a subscription and its end, or
 * none (then generating it is refused unless it is free).
 */
export function LicenseStatus({ check }: { check: LicenseCheck }) {
  const intl = useIntl();
  const format = useFormatters();
  if (!check.available || !check.license) return <>{intl.formatMessage({ id: 'reports.license.none' })}</>;
  const license = check.license.name;
  if (check.usagesRemaining === null) {
    const until = check.license.validUntil;
    return (
      <>
        {until
          ? intl.formatMessage({ id: 'reports.license.subscription' }, { date: format.date(until), license })
          : intl.formatMessage({ id: 'reports.license.subscriptionOpen' }, { license })}
      </>
    );
  }
  return <>{intl.formatMessage({ id: 'reports.license.usages' }, { count: check.usagesRemaining, countText: format.number(check.usagesRemaining), license })}</>;
}
