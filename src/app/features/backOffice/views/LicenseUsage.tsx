import { FormattedMessage } from 'react-intl';
import type { StaffLicense } from '../../../../contract/services/backOffice';
import { useFormatters } from '../../../core/i18n/useFormatters';

/** How much of a license is used ("3 of 50", or unlimited for a subscription). */
export function LicenseUsage({ license }: { license: StaffLicense }) {
  const format = useFormatters();
  return license.usagesGranted !== null ? (
    <FormattedMessage id="backOffice.licenses.usedOf" values={{ used: format.number(license.usagesUsed), granted: format.number(license.usagesGranted) }} />
  ) : (
    <FormattedMessage id="backOffice.licenses.unlimited" />
  );
}

/** When a license is valid ("2026-01-01 to 2027-12-31", or from a day on). */
export function LicenseValidity({ license }: { license: StaffLicense }) {
  const format = useFormatters();
  return license.validUntil ? (
    <FormattedMessage id="backOffice.licenses.validRange" values={{ from: format.date(license.validFrom), until: format.date(license.validUntil) }} />
  ) : (
    <FormattedMessage id="backOffice.licenses.validFrom" values={{ from: format.date(license.validFrom) }} />
  );
}
