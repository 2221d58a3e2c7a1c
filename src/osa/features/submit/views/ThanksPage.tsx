import { useText } from '../../../core/i18n/useText';
import { usePlayerSelector } from '../../../hooks';
import { useHeadingFocus } from '../../../views/useHeadingFocus';
import { selectPlayer } from '../../link/linkSelectors';

/** After the link's last form was submitted. */
export function ThanksPage() {
  const t = useText();
  const player = usePlayerSelector(selectPlayer);
  const heading = useHeadingFocus<HTMLHeadingElement>();
  return (
    <div className="osa-screen">
      <h1 ref={heading} tabIndex={-1}>
        {t('thanks.heading')}
      </h1>
      <p>{t('thanks.text', { examinerName: player?.examinerName ?? '' })}</p>
    </div>
  );
}
