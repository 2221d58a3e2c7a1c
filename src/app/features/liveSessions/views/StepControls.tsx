import { Button } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import type { StimulusBookIndex } from '../../../../contract/services/stimulusBooks';
import type { LiveCommand } from '../../../../domain/live/liveCommands';
import type { LiveClientMessage } from '../../../../domain/live/liveProtocol';
import { type LiveStep, sameStep } from '../../../../domain/live/liveSession';
import type { LiveSessionState } from '../../../../domain/live/liveState';
import { type LiveAssessmentPlan, type ListedStep, neighbours } from '../liveSteps';

/** Props of {@link StepControls}. */
interface StepControlsProps {
  live: LiveSessionState;
  plans: LiveAssessmentPlan[];
  steps: ListedStep[];
  books: StimulusBookIndex[];
  /** Whether the server would act on the command now (the domain's rules). */
  allowed: (command: LiveCommand) => boolean;
  send: (message: LiveClientMessage) => void;
}

/** The examiner's controls: Previous / Next, each step of the session in order (with answers), and the stimulus books' pages. */
export function StepControls({ live, plans, steps, books, allowed, send }: StepControlsProps) {
  const intl = useIntl();
  const { previous, next } = neighbours(steps, live.step);
  const show = (step: LiveStep) => send({ type: 'show', step });
  const showButton = (step: LiveStep, label: string) => {
    const current = sameStep(live.step, step);
    return (
      <Button className="button button--small" isDisabled={!allowed({ type: 'show', step })} aria-current={current || undefined} aria-label={label} onPress={() => show(step)}>
        {current ? <FormattedMessage id="liveSessions.shown" /> : <FormattedMessage id="liveSessions.show" />}
      </Button>
    );
  };
  return (
    <section className="panel live-controls" aria-labelledby="live-steps-heading">
      <h2 id="live-steps-heading">
        <FormattedMessage id="liveSessions.steps" />
      </h2>
      <div className="button-row">
        <Button className="button" isDisabled={!previous || !allowed({ type: 'show', step: previous })} onPress={() => previous && show(previous)}>
          <FormattedMessage id="liveSessions.previous" />
        </Button>
        <Button className="button button--primary" isDisabled={!next || !allowed({ type: 'show', step: next })} onPress={() => next && show(next)}>
          <FormattedMessage id="liveSessions.next" />
        </Button>
      </div>
      {plans.map((plan) => (
        <div key={plan.assessmentId} className="live-assessment">
          <h3>{plan.productName}</h3>
          <ol className="live-steps">
            {steps
              .filter((listed) => listed.assessmentId === plan.assessmentId)
              .map((listed) => {
                const label =
                  listed.kind === 'instructions'
                    ? intl.formatMessage({ id: 'liveSessions.step.instructions' })
                    : listed.kind === 'item'
                      ? intl.formatMessage({ id: 'liveSessions.step.item' }, { number: listed.label })
                      : intl.formatMessage({ id: 'liveSessions.step.passage' }, { title: listed.label });
                const item = listed.step.kind === 'item' ? plan.items.find((candidate) => listed.step.kind === 'item' && candidate.id === listed.step.itemId) : undefined;
                const answer = item ? live.answers[String(plan.assessmentId)]?.[item.id] ?? null : null;
                return (
                  <li key={listed.key} className={sameStep(live.step, listed.step) ? 'live-step live-step--shown' : 'live-step'}>
                    <span>{label}</span> {showButton(listed.step, `${intl.formatMessage({ id: 'liveSessions.show' })}: ${plan.productName}, ${label}`)}
                    {item && item.options.length > 0 ? (
                      <span className="live-answer">
                        {item.text}{' '}
                        <label>
                          <FormattedMessage id="liveSessions.answer" />{' '}
                          <select
                            value={answer === null ? '' : String(answer)}
                            disabled={!allowed({ type: 'answer', assessmentId: plan.assessmentId, itemId: item.id, value: null })}
                            onChange={(event) =>
                              send({ type: 'answer', assessmentId: plan.assessmentId, itemId: item.id, value: event.target.value === '' ? null : Number(event.target.value) })
                            }
                          >
                            <option value="">{intl.formatMessage({ id: 'liveSessions.noAnswer' })}</option>
                            {item.options.map((option) => (
                              <option key={option.value} value={option.value}>
                                {option.label}
                              </option>
                            ))}
                          </select>
                        </label>
                      </span>
                    ) : null}
                  </li>
                );
              })}
          </ol>
        </div>
      ))}
      {books.length > 0 ? (
        <>
          <h3>
            <FormattedMessage id="liveSessions.books" />
          </h3>
          {books.map((book) => (
            <details key={book.id} className="live-book">
              <summary>{book.title}</summary>
              <ol>
                {book.pages.map((page) => (
                  <li key={page.id}>
                    {page.title || page.id} {showButton({ kind: 'stimulus', bookId: book.id, pageId: page.id }, `${intl.formatMessage({ id: 'liveSessions.show' })}: ${book.title} ${page.title || page.id}`)}
                  </li>
                ))}
              </ol>
            </details>
          ))}
        </>
      ) : null}
    </section>
  );
}
