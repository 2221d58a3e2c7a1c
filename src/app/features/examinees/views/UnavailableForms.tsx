import { FormattedMessage, useIntl } from 'react-intl';
import type { UnavailableForm } from '../../../../contract/services/examinees';
import { useAccountTerms } from '../../../core/i18n/useAccountTerms';

/** The forms not offered to the examinee today, each with why (outside its age range, no date of birth recorded, not in the language). */
export function UnavailableForms({ unavailable }: { unavailable: UnavailableForm[] }) {
  const intl = useIntl();
  const terms = useAccountTerms();
  if (unavailable.length === 0) return null;
  const reasonText = (entry: UnavailableForm) =>
    entry.reasons
      .map((reason) =>
        reason === 'age' && entry.form.ageRange
          ? intl.formatMessage({ id: 'newAssessment.notOfferedAge' }, { ...terms, min: entry.form.ageRange.minYears, max: entry.form.ageRange.maxYears })
          : reason === 'birthDate'
            ? intl.formatMessage({ id: 'newAssessment.notOfferedBirthDate' })
            : intl.formatMessage({ id: 'newAssessment.notOfferedLanguage' }),
      )
      .join('; ');
  return (
    <div className="field__description">
      <p>
        <FormattedMessage id="newAssessment.notOffered" values={terms} />
      </p>
      <ul>
        {unavailable.map((entry) => (
          <li key={entry.form.id}>
            {entry.form.code}: {reasonText(entry)}
          </li>
        ))}
      </ul>
    </div>
  );
}
