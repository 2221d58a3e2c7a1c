import { useEffect, useRef } from 'react';
import type { StepContent } from '../../../../domain/live/liveSession';
import type { StimulusBlock } from '../../../../domain/live/stimulusBook';
import type { OsaMessageId } from '../../../core/i18n/messages/en_us';
import { useText } from '../../../core/i18n/useText';
import { usePlayerDispatch, usePlayerSelector } from '../../../hooks';
import { selectServicesBaseUrl } from '../../link/linkSelectors';
import { selectLive } from '../liveSelectors';
import { answerChosen } from '../liveSlice';

/** Focuses the heading each time the examiner shows a page, so a screen reader starts on the new content. */
function useShownHeading() {
  const ref = useRef<HTMLHeadingElement>(null);
  const { shownCount } = usePlayerSelector(selectLive);
  useEffect(() => {
    ref.current?.focus();
  }, [shownCount]);
  return ref;
}

/**
 * One block of a stimulus page. An image is the file at the signed address the page's content
 * gives (`files`), under the services base URL the player calls; its alternative text is what a
 * screen reader says, and what shows if the image cannot be loaded.
 */
function Block({ block, files }: { block: StimulusBlock; files: Record<string, string> }) {
  const servicesBaseUrl = usePlayerSelector(selectServicesBaseUrl);
  switch (block.kind) {
    case 'heading':
      return <p className="osa-live-block-heading">{block.text}</p>;
    case 'text':
      return <p className="osa-live-text">{block.text}</p>;
    case 'passage':
      return <p className="osa-live-passage">{block.text}</p>;
    case 'image':
      return files[block.fileName] ? (
        <img className="osa-live-image" src={`${servicesBaseUrl}${files[block.fileName] ?? ''}`} alt={block.alt} />
      ) : (
        <p className="osa-live-text">{block.alt}</p>
      );
    case 'options':
      return (
        <ol className="osa-live-card-options">
          {block.options.map((option) => (
            <li key={option}>{option}</li>
          ))}
        </ol>
      );
  }
}

const REFUSALS: Partial<Record<string, OsaMessageId>> = { notShown: 'live.refused.notShown', notAllowed: 'live.refused.notAllowed' };

function ItemView({ content }: { content: Extract<StepContent, { kind: 'item' }> }) {
  const t = useText();
  const dispatch = usePlayerDispatch();
  const heading = useShownHeading();
  const { session, refusal, join } = usePlayerSelector(selectLive);
  const step = session?.step;
  const choose = (value: number) => {
    if (step?.kind === 'item') dispatch(answerChosen({ assessmentId: step.assessmentId, itemId: step.itemId, value }));
  };
  return (
    <section className="osa-live-step" aria-labelledby="osa-live-heading">
      <p className="osa-live-progress">{t('live.itemOf', { number: content.number, count: content.itemCount })}</p>
      {content.stem ? <p className="osa-live-stem">{content.stem}</p> : null}
      <h1 id="osa-live-heading" ref={heading} tabIndex={-1} className="osa-live-heading">
        {content.text}
      </h1>
      <div role="group" aria-label={t('live.answers')} className="osa-live-options">
        {content.options.map((option) => {
          const chosen = content.answer === option.value;
          return (
            <button key={option.value} type="button" className={chosen ? 'osa-live-option osa-live-option-chosen' : 'osa-live-option'} aria-pressed={chosen} onClick={() => choose(option.value)}>
              {option.label}
              {chosen ? <span className="osa-live-chosen"> ✓ {t('live.chosen')}</span> : null}
            </button>
          );
        })}
      </div>
      {refusal ? (
        <p role="alert" className="osa-live-refusal">
          {t(REFUSALS[refusal.code] ?? 'live.refused.other', { examinerName: join?.examinerName ?? '' })}
        </p>
      ) : null}
    </section>
  );
}

/** What the examiner shows, large: instructions, an item to answer, a stimulus page, a passage, or the end. */
export function LiveStepView({ content }: { content: StepContent }) {
  const t = useText();
  const heading = useShownHeading();
  const { join } = usePlayerSelector(selectLive);
  const examinerName = join?.examinerName ?? '';
  switch (content.kind) {
    case 'item':
      return <ItemView content={content} />;
    case 'waiting':
      return (
        <section className="osa-live-step">
          <h1 ref={heading} tabIndex={-1} className="osa-live-heading">
            {join?.status === 'scheduled' ? t('live.waiting', { examinerName }) : t('live.pleaseWait', { examinerName })}
          </h1>
        </section>
      );
    case 'ended':
      return (
        <section className="osa-live-step">
          <h1 ref={heading} tabIndex={-1} className="osa-live-heading">
            {t('live.ended')}
          </h1>
        </section>
      );
    case 'instructions':
      return (
        <section className="osa-live-step">
          <p className="osa-live-progress">{content.productName}</p>
          <h1 ref={heading} tabIndex={-1} className="osa-live-heading">
            {content.text}
          </h1>
        </section>
      );
    case 'passage':
      return (
        <section className="osa-live-step">
          <h1 ref={heading} tabIndex={-1} className="osa-live-heading">
            {content.title}
          </h1>
          <p className="osa-live-passage">{content.text}</p>
        </section>
      );
    case 'stimulus':
      return (
        <section className="osa-live-step">
          <p className="osa-live-progress">
            {content.bookTitle} · {t('live.pageOf', { number: content.pageNumber, count: content.pageCount })}
          </p>
          <h1 ref={heading} tabIndex={-1} className="osa-live-heading">
            {content.page.title || content.bookTitle}
          </h1>
          {content.page.blocks.map((block, index) => (
            <Block key={index} block={block} files={content.files} />
          ))}
        </section>
      );
  }
}
