import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { INSTANT_WITH_ZONE } from '../../../core/i18n/instantOptions';
import { useText } from '../../../core/i18n/useText';
import { usePlayerDispatch, usePlayerSelector } from '../../../hooks';
import { ProblemPage } from '../../link/views/ProblemPage';
import { LiveVideoPanel } from '../../../../client/live/video/LiveVideoPanel';
import { cameraToggled, muteToggled, retryRequested } from '../../../../client/live/video/liveVideoSlice';
import { wantsBuiltInVideo } from '../../../../client/live/video/liveVideoSession';
import { videoLabels } from '../../../../client/live/video/videoMessages';
import { selectLocale } from '../../link/linkSelectors';
import { selectExaminerConnected, selectExternalVideoUrl, selectLive, selectLiveVideo } from '../liveSelectors';
import { LiveStepView } from './LiveStepView';

/** The connection banner: connecting, reconnecting or closed for good; nothing while connected. */
function ConnectionBanner() {
  const t = useText();
  const { connection } = usePlayerSelector(selectLive);
  if (connection === 'connected' || connection === 'idle') return null;
  const text = connection === 'connecting' ? t('live.connecting') : connection === 'reconnecting' ? t('live.reconnecting') : t('live.closed');
  return (
    <p role="status" className={`osa-live-banner osa-live-banner-${connection}`}>
      {text}
    </p>
  );
}

/**
 * The examinee's live page (issue #20): only what the examiner shows, large, in the session's
 * language, with who is connected, the external video link, and the place of the video panel.
 */
export function LivePage() {
  const t = useText();
  const intl = useIntl();
  const live = usePlayerSelector(selectLive);
  const video = usePlayerSelector(selectLiveVideo);
  const locale = usePlayerSelector(selectLocale);
  const dispatch = usePlayerDispatch();
  const examinerConnected = usePlayerSelector(selectExaminerConnected);
  const videoUrl = usePlayerSelector(selectExternalVideoUrl);
  useEffect(() => {
    document.title = t('live.documentTitle');
  });
  if (live.problem) return <ProblemPage problem={live.problem} />;
  const join = live.join;
  if (!join) {
    return (
      <p className="osa-loading" role="status">
        {t('live.loading')}
      </p>
    );
  }
  const examinerName = join.examinerName;
  const content = live.content ?? { kind: 'waiting' as const };
  return (
    <div className="osa-live">
      <header className="osa-live-header">
        <p className="osa-live-session">{t('live.scheduled', { examinerName, time: intl.formatDate(join.scheduledAt, INSTANT_WITH_ZONE) })}</p>
        {live.session && content.kind !== 'ended' ? (
          <p className="osa-live-presence" role="status">
            {examinerConnected ? t('live.examinerConnected', { examinerName }) : t('live.examinerAway', { examinerName })}
          </p>
        ) : null}
        {videoUrl && content.kind !== 'ended' ? (
          <a className="osa-live-video-link" href={videoUrl} target="_blank" rel="noopener noreferrer">
            {t('live.videoLink')}
          </a>
        ) : null}
      </header>
      {content.kind !== 'ended' ? <ConnectionBanner /> : null}
      {live.session && wantsBuiltInVideo(live.session) ? (
        <LiveVideoPanel
          video={video}
          labels={videoLabels(locale, 'examinee')}
          onToggleMute={() => dispatch(muteToggled())}
          onToggleCamera={() => dispatch(cameraToggled())}
          onRetry={() => dispatch(retryRequested())}
          buttonClassName="osa-button osa-button-secondary"
        />
      ) : null}
      <LiveStepView content={content} />
    </div>
  );
}
