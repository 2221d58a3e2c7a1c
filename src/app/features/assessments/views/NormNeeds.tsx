import { Link } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import type { DemographicField } from '../../../../domain/scoring/demographicsCheck';
import type { MessageId } from '../../../core/i18n/messageId';
import { useAccountTerms } from '../../../core/i18n/useAccountTerms';
import { useAppSelector } from '../../../hooks';
import { selectNormNeeds } from '../assessmentsSelectors';

/** Each field's name in the sentence. */
const FIELD_MESSAGES: Readonly<Record<DemographicField, MessageId>> = {
  birthDate: 'normNeeds.birthDate',
  sex: 'normNeeds.sex',
  grade: 'normNeeds.grade',
  season: 'normNeeds.season',
  comparisonGroup: 'normNeeds.comparisonGroup',
};

/**
 * What the product's norms need, before the score: "Needed for norms: birth date (missing),
 * grade (missing)", with a link to the examinee's record when something of theirs is missing
 * (grade, season and comparison group are chosen on this page). Nothing for a product without norms.
 */
export function NormNeeds({ examineeRecordId }: { examineeRecordId: number }) {
  const intl = useIntl();
  const terms = useAccountTerms();
  const check = useAppSelector(selectNormNeeds);
  if (!check) return null;
  const fields = check.needed.map(({ field, missing }) => {
    const name = intl.formatMessage({ id: FIELD_MESSAGES[field] });
    return missing ? intl.formatMessage({ id: 'normNeeds.missing' }, { field: name }) : name;
  });
  const examineeMissing = check.needed.some((need) => need.missing && need.source === 'examinee');
  return (
    <p className={check.complete ? 'norm-needs' : 'norm-needs norm-needs--missing'} role="status">
      <FormattedMessage id="normNeeds.sentence" values={{ fields: fields.join(', ') }} />
      {examineeMissing ? (
        <>
          {' '}
          <Link href={`/examinees/${examineeRecordId}`}>
            <FormattedMessage id="normNeeds.editExaminee" values={{ ...terms }} />
          </Link>
        </>
      ) : null}
    </p>
  );
}
