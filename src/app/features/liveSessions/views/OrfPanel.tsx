import { useState } from 'react';
import { Button, Link, ToggleButton } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import type { LiveCommand } from '../../../../domain/live/liveCommands';
import type { LiveClientMessage } from '../../../../domain/live/liveProtocol';
import type { OrfProbeResult } from '../../../../domain/live/orfProbe';
import type { OrfProbeState } from '../../../../domain/live/liveState';
import { passageWords } from '../../../../domain/live/stimulusBook';
import { GRADE_RANGE, type Season, SEASONS } from '../../../../domain/assessment';
import { RATIO_DIGITS } from '../../../../domain/scoring/scoreDigits';
import { rawScoreText } from '../../../core/i18n/rawScoreText';
import { useFormatters } from '../../../core/i18n/useFormatters';
import type { LiveScreenState } from '../liveScreenSlice';
import type { LiveAssessmentPlan } from '../liveSteps';

/** The grades an administration may name (GRADE_RANGE: 0, kindergarten, to 12), as on the assessment page. */
const GRADES = Array.from({ length: GRADE_RANGE.max - GRADE_RANGE.min + 1 }, (_, index) => GRADE_RANGE.min + index);

const isSeason = (value: string): value is Season => (SEASONS as readonly string[]).includes(value);

/** Props of {@link OrfPanel}. */
interface OrfPanelProps {
  assessmentId: number;
  passage: { id: string; title: string; text: string; wordCount: number };
  probe: OrfProbeState | null;
  result: OrfProbeResult | null;
  /** The grade and season the norms need that the assessment lacks: asked for before recording. */
  administrationMissing: readonly ('grade' | 'season')[];
  /** The shortest probe that is scored, with the product's reason; a shorter one cannot be recorded. */
  minimumSeconds: LiveAssessmentPlan['minimumSeconds'];
  timer: LiveScreenState['timer'];
  allowed: (command: LiveCommand) => boolean;
  send: (message: LiveClientMessage) => void;
  onStartTimer: () => void;
  onStopEarly: () => void;
}

/**
 * The oral reading fluency probe of the passage shown: its words as toggles (errors), a "last
 * word read" mode, the 60-second timer, the result as the timer ends, and "Record score".
 */
export function OrfPanel({ assessmentId, passage, probe, result, administrationMissing, minimumSeconds, timer, allowed, send, onStartTimer, onStopEarly }: OrfPanelProps) {
  const intl = useIntl();
  const format = useFormatters();
  const [lastWordMode, setLastWordMode] = useState(false);
  const [grade, setGrade] = useState('');
  const [season, setSeason] = useState('');
  const needsGrade = administrationMissing.includes('grade');
  const needsSeason = administrationMissing.includes('season');
  const record: LiveClientMessage = {
    type: 'orf.record',
    assessmentId,
    ...(needsGrade && grade !== '' ? { grade: Number(grade) } : {}),
    ...(needsSeason && isSeason(season) ? { season } : {}),
  };
  const administrationChosen = (!needsGrade || grade !== '') && (!needsSeason || isSeason(season));
  const words = passageWords(passage.text);
  const running = timer !== null && timer.assessmentId === assessmentId && timer.running;
  const errors = new Set(probe?.errorWordIndexes ?? []);
  const canMark = probe !== null && probe.recorded === null;
  // The save refuses a probe below the product's minimum; say why here instead of after "Record score".
  const tooShort = result !== null && minimumSeconds !== null && result.seconds < minimumSeconds.value;
  return (
    <section className="panel live-orf" aria-labelledby="live-orf-heading">
      <h2 id="live-orf-heading">
        <FormattedMessage id="liveSessions.orf.title" values={{ title: passage.title }} />
      </h2>
      <div className="button-row">
        <Button className="button button--primary" isDisabled={running || !allowed({ type: 'orf.start', assessmentId })} onPress={onStartTimer}>
          <FormattedMessage id="liveSessions.orf.start" />
        </Button>
        <Button className="button" isDisabled={!running} onPress={onStopEarly}>
          <FormattedMessage id="liveSessions.orf.stopEarly" />
        </Button>
        <ToggleButton className="button" isSelected={lastWordMode} onChange={setLastWordMode} isDisabled={!canMark}>
          <FormattedMessage id="liveSessions.orf.lastWordMode" />
        </ToggleButton>
        <span role="timer" aria-live="off" className="live-orf__timer">
          {running ? <FormattedMessage id="liveSessions.orf.secondsLeft" values={{ seconds: timer.secondsLeft }} /> : null}
        </span>
      </div>
      <p className="muted">
        <FormattedMessage id={lastWordMode ? 'liveSessions.orf.helpLast' : 'liveSessions.orf.helpErrors'} />
      </p>
      <div className="live-orf__words" role="group" aria-label={intl.formatMessage({ id: 'liveSessions.orf.words' })}>
        {words.map((word, index) => {
          const last = probe?.lastWordIndex === index;
          return (
            <ToggleButton
              key={index}
              className={`live-word${errors.has(index) ? ' live-word--error' : ''}${last ? ' live-word--last' : ''}`}
              isSelected={lastWordMode ? last : errors.has(index)}
              isDisabled={!canMark}
              aria-label={last ? intl.formatMessage({ id: 'liveSessions.orf.lastWordLabel' }, { word }) : word}
              onChange={(selected) =>
                send(lastWordMode ? { type: 'orf.last', assessmentId, wordIndex: index } : { type: 'orf.mark', assessmentId, wordIndex: index, error: selected })
              }
            >
              {word}
            </ToggleButton>
          );
        })}
      </div>
      {probe && probe.elapsedSeconds !== null ? (
        result ? (
          <div className="live-orf__result" role="group" aria-label={intl.formatMessage({ id: 'liveSessions.orf.result' })}>
            <dl>
            <dt>
              <FormattedMessage id="liveSessions.orf.wcpm" />
            </dt>
            <dd>{format.number(result.wcpm)}</dd>
            <dt>
              <FormattedMessage id="liveSessions.orf.accuracy" />
            </dt>
            {/* The probe's accuracy is the ORF accuracy scale, a ratio: written as the score screen writes that scale. */}
            <dd>{result.accuracy === null ? '–' : `${rawScoreText(format, result.accuracy, RATIO_DIGITS)} %`}</dd>
            <dt>
              <FormattedMessage id="liveSessions.orf.wordsRead" />
            </dt>
            <dd>{format.number(result.wordsRead)}</dd>
            <dt>
              <FormattedMessage id="liveSessions.orf.errors" />
            </dt>
            <dd>{format.number(result.errors)}</dd>
            </dl>
            {tooShort ? (
              <div className="notice notice--warning" role="alert">
                <p>
                  <FormattedMessage id="liveSessions.orf.tooShort" values={{ seconds: result.seconds, minimum: minimumSeconds.value }} />
                </p>
                <p>{minimumSeconds.message}</p>
              </div>
            ) : result.prorated ? (
              <p className="muted">
                <FormattedMessage id="liveSessions.orf.prorated" values={{ seconds: result.seconds }} />
              </p>
            ) : null}
          </div>
        ) : (
          <p>
            <FormattedMessage id="liveSessions.orf.markLast" />
          </p>
        )
      ) : null}
      {probe?.recorded ? (
        <p role="status">
          <FormattedMessage id="liveSessions.orf.recorded" values={{ wcpm: probe.recorded.wcpm }} />{' '}
          <Link href={`/assessments/${assessmentId}`}>
            <FormattedMessage id="liveSessions.orf.openAssessment" />
          </Link>
        </p>
      ) : (
        <div className="live-orf__record">
          {needsGrade ? (
            <label>
              <FormattedMessage id="administration.grade" />{' '}
              <select value={grade} onChange={(event) => setGrade(event.target.value)}>
                <option value="">{intl.formatMessage({ id: 'administration.gradeNone' })}</option>
                {GRADES.map((value) => (
                  <option key={value} value={String(value)}>
                    {intl.formatMessage({ id: 'administration.gradeOption' }, { grade: format.number(value) })}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
          {needsSeason ? (
            <label>
              <FormattedMessage id="administration.season" />{' '}
              <select value={season} onChange={(event) => setSeason(event.target.value)}>
                <option value="">{intl.formatMessage({ id: 'administration.seasonNone' })}</option>
                {SEASONS.map((value) => (
                  <option key={value} value={value}>
                    {intl.formatMessage({ id: `administration.season.${value}` })}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
          <Button className="button button--primary" isDisabled={tooShort || !administrationChosen || !allowed({ type: 'orf.record', assessmentId })} onPress={() => send(record)}>
            <FormattedMessage id="liveSessions.orf.record" />
          </Button>
        </div>
      )}
    </section>
  );
}
