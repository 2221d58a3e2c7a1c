import { INSTANT_WITH_ZONE } from '../../../core/i18n/instantOptions';
import { useIntl } from 'react-intl';
import type { OsaMessageId } from '../../../core/i18n/messages/en_us';
import { useText } from '../../../core/i18n/useText';
import { usePlayerDispatch } from '../../../hooks';
import { useHeadingFocus } from '../../../views/useHeadingFocus';
import type { LinkProblem, LinkProblemKind } from '../linkSlice';
import { retryRequested } from '../linkSlice';

/** Each problem's title and text. */
const PROBLEM_TEXT: Record<LinkProblemKind, { title: OsaMessageId; text: OsaMessageId }> = {
  linkInvalid: { title: 'problem.linkInvalid.title', text: 'problem.linkInvalid.text' },
  linkExpired: { title: 'problem.linkExpired.title', text: 'problem.linkExpired.text' },
  linkRevoked: { title: 'problem.linkRevoked.title', text: 'problem.linkRevoked.text' },
  linkCompleted: { title: 'problem.linkCompleted.title', text: 'problem.linkCompleted.text' },
  linkNotYetOpen: { title: 'problem.linkNotYetOpen.title', text: 'problem.linkNotYetOpen.text' },
  rateLimited: { title: 'problem.rateLimited.title', text: 'problem.rateLimited.text' },
  unreachable: { title: 'problem.unreachable.title', text: 'problem.unreachable.text' },
  unexpected: { title: 'problem.unexpected.title', text: 'problem.unexpected.text' },
};

/** The problems after which the respondent may simply try again. */
const RETRYABLE: readonly LinkProblemKind[] = ['rateLimited', 'unexpected'];

/** An ISO instant in the problem's detail (the opening time of a link not open yet). */
const INSTANT = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})/;

/** A calm full page saying what happened and what to do, in everyday words. */
export function ProblemPage({ problem }: { problem: LinkProblem }) {
  const t = useText();
  const intl = useIntl();
  const dispatch = usePlayerDispatch();
  const heading = useHeadingFocus<HTMLHeadingElement>();
  const opensAt = problem.kind === 'linkNotYetOpen' ? problem.detail?.match(INSTANT)?.[0] : undefined;
  const text =
    problem.kind === 'linkNotYetOpen'
      ? opensAt
        ? t('problem.linkNotYetOpen.text', { date: intl.formatDate(opensAt, INSTANT_WITH_ZONE) })
        : t('problem.linkNotYetOpen.later')
      : t(PROBLEM_TEXT[problem.kind].text);
  return (
    <div className="osa-screen osa-problem">
      <h1 ref={heading} tabIndex={-1}>
        {t(PROBLEM_TEXT[problem.kind].title)}
      </h1>
      <p>{text}</p>
      {RETRYABLE.includes(problem.kind) ? (
        <p className="osa-actions">
          <button type="button" className="osa-button osa-button-primary" onClick={() => dispatch(retryRequested())}>
            {t('problem.tryAgain')}
          </button>
        </p>
      ) : null}
    </div>
  );
}
