import { Button } from 'react-aria-components';
import { FormattedMessage } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../hooks';
import { useAccountTerms } from '../i18n/useAccountTerms';
import { preferencesUpdateRequested } from '../preferences/preferencesActions';
import { selectShowStartingTips } from './startingTipsSelectors';
import { startingTipsHidden } from './startingTipsSlice';

const TIPS = ['tips.find', 'tips.assess', 'tips.enter', 'tips.report'] as const;

/** The starting tips panel, for users whose showStartingTips preference is on (spec §3). */
export function StartingTips() {
  const dispatch = useAppDispatch();
  const terms = useAccountTerms();
  const show = useAppSelector(selectShowStartingTips);
  if (!show) return null;
  return (
    <section className="tips" aria-labelledby="tips-title">
      <h2 id="tips-title" className="tips__title">
        <FormattedMessage id="tips.title" />
      </h2>
      <ol className="tips__list">
        {TIPS.map((id) => (
          <li key={id}>
            <FormattedMessage id={id} values={terms} />
          </li>
        ))}
      </ol>
      <div className="tips__actions">
        <Button className="button" onPress={() => dispatch(startingTipsHidden())}>
          <FormattedMessage id="tips.hide" />
        </Button>
        <Button className="button button--quiet" onPress={() => dispatch(preferencesUpdateRequested({ showStartingTips: false }))}>
          <FormattedMessage id="tips.never" />
        </Button>
      </div>
    </section>
  );
}
