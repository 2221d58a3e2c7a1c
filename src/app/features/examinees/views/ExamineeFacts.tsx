import { useIntl } from 'react-intl';
import type { Examinee } from '../../../../domain/examinee';
import type { AccountTerms } from '../../../core/i18n/accountTerms';
import { useFormatters } from '../../../core/i18n/useFormatters';
import { SEX_MESSAGES } from './sexLabels';

/** The examinee's record as a description list; empty optional fields are left out. */
export function ExamineeFacts({ examinee, terms }: { examinee: Examinee; terms: AccountTerms }) {
  const intl = useIntl();
  const format = useFormatters();
  const facts: [string, string][] = [
    [intl.formatMessage({ id: 'examinee.id' }, terms), examinee.examineeId],
    [intl.formatMessage({ id: 'examinee.birthDate' }), examinee.birthDate ? format.date(examinee.birthDate) : ''],
    [intl.formatMessage({ id: 'examinee.sex' }), intl.formatMessage({ id: SEX_MESSAGES[examinee.sex] })],
    [intl.formatMessage({ id: 'examinee.email' }), examinee.email],
    [terms.customField1, examinee.customField1],
    [terms.customField2, examinee.customField2],
    [terms.customField3, examinee.customField3],
    [terms.customField4, examinee.customField4],
  ];
  return (
    <dl className="facts">
      {facts
        .filter(([, value]) => value !== '')
        .map(([term, value]) => (
          <div key={term} className="facts__item">
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}
