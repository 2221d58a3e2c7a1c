import { Button } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { TextInputField } from '../../../components/TextInputField';
import type { ExamineeChoice, LivePlanState } from '../livePlanSlice';

/** Props of {@link ExamineePicker}. */
interface ExamineePickerProps {
  chosen: ExamineeChoice | null;
  search: string;
  candidates: LivePlanState['candidates'];
  error: string | undefined;
  onSearch: (search: string) => void;
  onChoose: (examinee: ExamineeChoice) => void;
}

/** The session's examinee: a search of the examinees the examiner sees (name or id), and the matches to choose from. */
export function ExamineePicker({ chosen, search, candidates, error, onSearch, onChoose }: ExamineePickerProps) {
  const intl = useIntl();
  return (
    <div className="field examinee-picker">
      <TextInputField
        type="search"
        label={intl.formatMessage({ id: 'liveSessions.planExaminee' })}
        name="examineeSearch"
        value={search}
        onChange={onSearch}
        description={chosen ? intl.formatMessage({ id: 'liveSessions.planExamineeChosen' }, { examinee: chosen.label }) : intl.formatMessage({ id: 'liveSessions.planExamineeHelp' })}
        error={error}
      />
      {candidates.status === 'succeeded' && candidates.items.length === 0 && search.trim() !== '' ? (
        <p className="muted">
          <FormattedMessage id="liveSessions.planNoExaminees" />
        </p>
      ) : null}
      {candidates.items.length > 0 ? (
        <ul className="choice-list" aria-label={intl.formatMessage({ id: 'liveSessions.planExamineeMatches' })}>
          {candidates.items.map((candidate) => (
            <li key={candidate.id}>
              <Button className="button button--small button--quiet" aria-pressed={chosen?.id === candidate.id} onPress={() => onChoose(candidate)}>
                {candidate.label}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
