import { useCallback, useEffect, useState } from 'react';
import { Button, Link } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { LIVE_DASHBOARD_PATH } from '../../../../contract/services/liveSessionScreens';
import type { LiveCommand } from '../../../../domain/live/liveCommands';
import type { LiveClientMessage } from '../../../../domain/live/liveProtocol';
import { PERMISSIONS } from '../../../../domain/permissions';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { ErrorNotice, LoadingNotice } from '../../../components/Notices';
import { useAuthority } from '../../../core/authority/useAuthority';
import { useErrorText } from '../../../core/i18n/useErrorText';
import { useScreenName } from '../../../core/layout/useScreenName';
import { useAppDispatch, useAppSelector } from '../../../hooks';
import { launchRequested } from '../liveDashboardSlice';
import { commandSent, orfStopRequested, orfTimerRequested, refusalDismissed, screenLeft, screenOpened } from '../liveScreenSlice';
import { selectLiveDashboard, selectLiveFacts, selectLiveScreen, selectLiveSteps, selectLiveVideo, selectPresence, selectShownProbe } from '../liveSessionsSelectors';
import { commandAllowed } from '../liveSteps';
import { LiveVideoPanel } from '../../../../client/live/video/LiveVideoPanel';
import { cameraToggled, muteToggled, retryRequested } from '../../../../client/live/video/liveVideoSlice';
import { videoLabels } from '../../../../client/live/video/videoMessages';
import { wantsBuiltInVideo } from '../../../../client/live/video/liveVideoSession';
import { selectLocale } from '../../../core/i18n/i18nSelectors';
import { ConnectionStatus } from './ConnectionStatus';
import { OrfPanel } from './OrfPanel';
import { StepContentView } from './StepContentView';
import { StepControls } from './StepControls';

/**
 * The examiner's live screen of a session: the connection, who is connected, what the examinee
 * sees now, and the controls (steps, stimulus books, the reading probe, End session).
 */
export function LiveScreenPage({ sessionId }: { sessionId: number }) {
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const errorText = useErrorText();
  const screen = useAppSelector(selectLiveScreen);
  const steps = useAppSelector(selectLiveSteps);
  const facts = useAppSelector(selectLiveFacts);
  const presence = useAppSelector(selectPresence);
  const probe = useAppSelector(selectShownProbe);
  const launch = useAppSelector(selectLiveDashboard).launch;
  const video = useAppSelector(selectLiveVideo);
  const locale = useAppSelector(selectLocale);
  const canRun = useAuthority(PERMISSIONS.ASSESSMENT_EDIT);
  const [ending, setEnding] = useState(false);
  useScreenName(intl.formatMessage({ id: 'liveSessions.screenTitle' }));
  useEffect(() => {
    dispatch(screenOpened({ sessionId }));
    return () => {
      dispatch(screenLeft());
    };
  }, [dispatch, sessionId]);
  const { session, live } = screen;
  const allowed = useCallback((command: LiveCommand) => canRun && commandAllowed(live, command, facts), [canRun, live, facts]);
  const send = useCallback((message: LiveClientMessage) => dispatch(commandSent(message)), [dispatch]);

  if (screen.status === 'failed' && screen.error) {
    return (
      <div className="page">
        <ErrorNotice title={intl.formatMessage({ id: 'liveSessions.screenFailed' })}>{errorText(screen.error)}</ErrorNotice>
        <Link href={LIVE_DASHBOARD_PATH}>
          <FormattedMessage id="liveSessions.backToDashboard" />
        </Link>
      </div>
    );
  }
  if (!session || !live) {
    return (
      <LoadingNotice>
        <FormattedMessage id="liveSessions.screenLoading" />
      </LoadingNotice>
    );
  }
  const external = live.video.mode === 'external' && live.video.url ? live.video.url : null;
  const builtInVideo = wantsBuiltInVideo(live);
  return (
    <div className="page live-screen">
      <div className="page-header page-header--actions">
        <h1>
          <FormattedMessage id="liveSessions.screenHeading" values={{ examinee: session.examineeName }} />
        </h1>
        <Link href={LIVE_DASHBOARD_PATH}>
          <FormattedMessage id="liveSessions.backToDashboard" />
        </Link>
      </div>
      <ConnectionStatus connection={screen.connection} />
      <ul className="live-presence" aria-label={intl.formatMessage({ id: 'liveSessions.presence' })}>
        <li>
          <FormattedMessage id={presence.examiner ? 'liveSessions.presence.examinerOn' : 'liveSessions.presence.examinerOff'} />
        </li>
        <li>
          <FormattedMessage id={presence.examinee ? 'liveSessions.presence.examineeOn' : 'liveSessions.presence.examineeOff'} />
        </li>
      </ul>
      <p>
        <FormattedMessage id="liveSessions.sessionStatus" values={{ status: intl.formatMessage({ id: `liveSessions.status.${live.status}` }) }} />
      </p>
      {live.status === 'scheduled' && canRun ? (
        <Button className="button button--primary" isDisabled={launch.status === 'loading'} onPress={() => dispatch(launchRequested({ sessionId }))}>
          <FormattedMessage id="liveSessions.start" />
        </Button>
      ) : null}
      {launch.status === 'failed' && launch.error ? <ErrorNotice title={intl.formatMessage({ id: 'liveSessions.startFailed' })}>{errorText(launch.error)}</ErrorNotice> : null}
      {screen.refusal ? (
        <div className="notice notice--warning" role="alert">
          <p>
            <FormattedMessage id="liveSessions.refused" values={{ message: screen.refusal.message }} />
          </p>
          <Button className="button button--small" onPress={() => dispatch(refusalDismissed())}>
            <FormattedMessage id="liveSessions.refusedOk" />
          </Button>
        </div>
      ) : null}
      <div className="live-screen__stage">
        <section className="panel live-screen__shown" aria-labelledby="live-shown-heading">
          <h2 id="live-shown-heading">
            <FormattedMessage id="liveSessions.shownNow" />
          </h2>
          <StepContentView content={screen.content} />
          {external ? (
            <p>
              <a href={external} target="_blank" rel="noreferrer noopener">
                <FormattedMessage id="liveSessions.video.openExternal" />
              </a>
            </p>
          ) : null}
        </section>
        {builtInVideo ? (
          <div className="live-screen__video">
            <LiveVideoPanel
              video={video}
              labels={videoLabels(locale, 'examiner')}
              onToggleMute={() => dispatch(muteToggled())}
              onToggleCamera={() => dispatch(cameraToggled())}
              onRetry={() => dispatch(retryRequested())}
            />
          </div>
        ) : null}
      </div>
      {probe ? (
        <OrfPanel
          assessmentId={probe.assessmentId}
          passage={probe.passage}
          probe={probe.probe}
          result={probe.result}
          administrationMissing={probe.administrationMissing}
          minimumSeconds={probe.minimumSeconds}
          timer={screen.timer}
          allowed={allowed}
          send={send}
          onStartTimer={() => dispatch(orfTimerRequested({ assessmentId: probe.assessmentId }))}
          onStopEarly={() => dispatch(orfStopRequested({ assessmentId: probe.assessmentId }))}
        />
      ) : null}
      <StepControls live={live} plans={screen.plans} steps={steps} books={screen.books} allowed={allowed} send={send} />
      {canRun ? (
        <Button className="button button--danger" isDisabled={!allowed({ type: 'end' })} onPress={() => setEnding(true)}>
          <FormattedMessage id="liveSessions.end" />
        </Button>
      ) : null}
      <ConfirmDialog
        isOpen={ending}
        title={<FormattedMessage id="liveSessions.end.title" />}
        confirmLabel={<FormattedMessage id="liveSessions.end" />}
        onConfirm={() => {
          send({ type: 'end' });
          setEnding(false);
        }}
        onCancel={() => setEnding(false)}
      >
        <FormattedMessage id="liveSessions.end.text" />
      </ConfirmDialog>
    </div>
  );
}
