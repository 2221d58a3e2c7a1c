import { FormattedMessage } from 'react-intl';
import type { StepContent } from '../../../../domain/live/liveSession';
import type { StimulusBlock } from '../../../../domain/live/stimulusBook';
import { selectServicesBaseUrl } from '../../../core/config/configSelectors';
import { useAppSelector } from '../../../hooks';

/**
 * One block of the page as the examiner previews it. An image is a thumbnail of the file at the
 * signed address the content gives, under the SPA's services base URL, with its alternative text
 * as its caption (what the examinee's screen reader says).
 */
function Block({ block, files }: { block: StimulusBlock; files: Record<string, string> }) {
  const servicesBaseUrl = useAppSelector(selectServicesBaseUrl);
  switch (block.kind) {
    case 'heading':
      return <h4>{block.text}</h4>;
    case 'text':
    case 'passage':
      return <p className={block.kind === 'passage' ? 'live-passage' : undefined}>{block.text}</p>;
    case 'image':
      return files[block.fileName] ? (
        <figure className="live-stimulus-image">
          <img src={`${servicesBaseUrl}${files[block.fileName] ?? ''}`} alt={block.alt} />
          <figcaption className="muted">{block.alt}</figcaption>
        </figure>
      ) : (
        <p className="muted">[{block.alt}]</p>
      );
    case 'options':
      return (
        <ol>
          {block.options.map((option) => (
            <li key={option}>{option}</li>
          ))}
        </ol>
      );
  }
}

/**
 * The answer of the item shown, in words: the option's label ("Answered: Several days"), the
 * number of a numeric item, or that there is none yet. A polite live region, so an examiner with a
 * screen reader hears the examinee answer.
 */
function ShownAnswer({ content }: { content: Extract<StepContent, { kind: 'item' }> }) {
  const { answer, options } = content;
  const label = answer === null ? null : (options.find((option) => option.value === answer)?.label ?? String(answer));
  return (
    <p className="live-shown-answer" aria-live="polite">
      {label === null ? <FormattedMessage id="liveSessions.content.unanswered" /> : <FormattedMessage id="liveSessions.content.answered" values={{ answer: label }} />}
    </p>
  );
}

/** What the examinee's screen shows now, as the examiner previews it. */
export function StepContentView({ content }: { content: StepContent | null }) {
  if (!content || content.kind === 'waiting') {
    return (
      <p className="muted">
        <FormattedMessage id="liveSessions.content.waiting" />
      </p>
    );
  }
  switch (content.kind) {
    case 'ended':
      return (
        <p>
          <FormattedMessage id="liveSessions.content.ended" />
        </p>
      );
    case 'instructions':
      return (
        <>
          <h4>{content.productName}</h4>
          <p>{content.text}</p>
        </>
      );
    case 'item':
      return (
        <>
          <h4>
            <FormattedMessage id="liveSessions.content.item" values={{ product: content.productName, number: content.number, count: content.itemCount }} />
          </h4>
          {content.stem ? <p className="muted">{content.stem}</p> : null}
          <p>{content.text}</p>
          {content.options.length > 0 ? (
            <ol>
              {content.options.map((option) => (
                <li key={option.value} aria-current={content.answer === option.value || undefined}>
                  {option.label}
                </li>
              ))}
            </ol>
          ) : null}
          <ShownAnswer content={content} />
        </>
      );
    case 'stimulus':
      return (
        <>
          <h4>
            <FormattedMessage id="liveSessions.content.page" values={{ book: content.bookTitle, page: content.pageNumber, count: content.pageCount }} />
          </h4>
          {content.page.blocks.map((block, index) => (
            <Block key={index} block={block} files={content.files} />
          ))}
        </>
      );
    case 'passage':
      return (
        <>
          <h4>{content.title}</h4>
          <p className="live-passage">{content.text}</p>
        </>
      );
  }
}
