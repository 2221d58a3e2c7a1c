import { FormattedMessage, useIntl } from 'react-intl';
import type { RosterImportAnswer } from '../../../../contract/services/rosterImports';
import { DUPLICATE_DECISIONS, type DuplicateDecision } from '../../../../domain/roster/duplicates';
import { useAccountTerms } from '../../../core/i18n/useAccountTerms';
import { useAppDispatch } from '../../../hooks';
import { importDecisionChosen } from '../rosterImportsSlice';

type Held = RosterImportAnswer['held'][number];

const person = (who: { examineeId: string; firstName: string; lastName: string; birthDate: string | null }) =>
  `${who.firstName} ${who.lastName} (${who.examineeId}${who.birthDate ? `, ${who.birthDate}` : ''})`;

/** The rows held as possible duplicates, each with its choice: merge, keep both or skip. */
export function HeldDuplicates({ held, decisions }: { held: Held[]; decisions: Record<string, DuplicateDecision> }) {
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const terms = useAccountTerms();
  if (held.length === 0) return null;
  return (
    <section aria-labelledby="import-held-heading">
      <h3 id="import-held-heading">
        <FormattedMessage id="rosterImports.held" />
      </h3>
      <p>
        <FormattedMessage id="rosterImports.heldIntro" values={terms} />
      </p>
      {held.map((row) => (
        <fieldset key={row.key} className="panel">
          <legend>{intl.formatMessage({ id: 'rosterImports.heldRow' }, { line: row.line, file: row.file })}</legend>
          <p>
            <FormattedMessage id="rosterImports.incoming" />: {person(row.incoming)}
            <br />
            <FormattedMessage id="rosterImports.existing" />: {person(row.existing)}
          </p>
          {DUPLICATE_DECISIONS.map((decision) => (
            <label key={decision} className="product-language">
              <input
                type="radio"
                name={`decision-${row.key}`}
                value={decision}
                checked={decisions[row.key] === decision}
                onChange={() => dispatch(importDecisionChosen({ key: row.key, decision }))}
              />{' '}
              <FormattedMessage id={`rosterImports.decision.${decision}`} />
            </label>
          ))}
        </fieldset>
      ))}
    </section>
  );
}
