import type { Examinee } from '../../../../domain/examinee';
import type { AccountLabels } from '../../../../domain/identity';
import { SEX_LABELS } from './sexLabels';

/** The examinee's record as a description list; empty optional fields are left out. */
export function ExamineeFacts({ examinee, labels }: { examinee: Examinee; labels: AccountLabels }) {
  const facts: [string, string][] = [
    [`${labels.examinee} ID`, examinee.examineeId],
    ['Date of birth', examinee.birthDate],
    ['Sex', SEX_LABELS[examinee.sex]],
    ['E-mail', examinee.email],
    [labels.customField1, examinee.customField1],
    [labels.customField2, examinee.customField2],
    [labels.customField3, examinee.customField3],
    [labels.customField4, examinee.customField4],
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
