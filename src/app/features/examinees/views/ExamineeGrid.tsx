import { Link } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Examinee } from '../../../../domain/examinee';
import type { AccountTerms } from '../../../core/i18n/accountTerms';
import { useFormatters } from '../../../core/i18n/useFormatters';
import { SEX_MESSAGES } from './sexLabels';

/** One card of the grid. */
type Row = Examinee & { displayName: string };

/** A page of examinees as cards (the grid view of the list); names link to their pages. */
export function ExamineeGrid({ rows, terms, busy }: { rows: Row[]; terms: AccountTerms; busy: boolean }) {
  const intl = useIntl();
  const format = useFormatters();
  return (
    <ul className="card-grid" aria-busy={busy || undefined} aria-label={terms.examinees}>
      {rows.map((row) => (
        <li key={row.id} className="card">
          <h2 className="card__title">
            <Link href={`/examinees/${row.id}`}>{row.displayName}</Link>
          </h2>
          <dl className="card__facts">
            <div>
              <dt>
                <FormattedMessage id="examinee.id" values={{ ...terms }} />
              </dt>
              <dd>{row.examineeId}</dd>
            </div>
            <div>
              <dt>
                <FormattedMessage id="examinee.birthDate" />
              </dt>
              <dd>{row.birthDate === null ? intl.formatMessage({ id: 'examinee.birthDateMissing' }) : format.date(row.birthDate)}</dd>
            </div>
            <div>
              <dt>
                <FormattedMessage id="examinee.sex" />
              </dt>
              <dd>{intl.formatMessage({ id: SEX_MESSAGES[row.sex] })}</dd>
            </div>
            <div>
              <dt>
                <FormattedMessage id="examinees.lastUpdated" />
              </dt>
              <dd>{format.dateTime(row.updatedAt)}</dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}
