import { useText } from '../../../core/i18n/useText';
import { usePlayerSelector } from '../../../hooks';
import { useHeadingFocus } from '../../../views/useHeadingFocus';
import { selectPlayer } from '../../link/linkSelectors';

/**
 * After the link's last form was submitted. On a classroom device (a class session's code opened
 * it) the device has already forgotten the student's form, and the page hands it to the next
 * student: reloading the player asks for the next code.
 */
export function ThanksPage() {
  const t = useText();
  const player = usePlayerSelector(selectPlayer);
  const heading = useHeadingFocus<HTMLHeadingElement>();
  return (
    <div className="osa-screen">
      <h1 ref={heading} tabIndex={-1}>
        {t('thanks.heading')}
      </h1>
      {player?.link.classSession ? (
        <>
          <p>{t('thanks.classSession')}</p>
          <p>
            {/* A new page load, not a step of this one: nothing of the last student's form stays in memory. */}
            <a className="osa-button osa-button-primary" href="?">
              {t('thanks.nextCode')}
            </a>
          </p>
        </>
      ) : (
        <p>{t('thanks.text', { examinerName: player?.examinerName ?? '' })}</p>
      )}
    </div>
  );
}
