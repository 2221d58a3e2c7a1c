/** Selectors of the remote administration panel of an assessment. */
import { createSelector } from 'reselect';
import { linkAcceptsAnswers } from '../../../domain/remoteLink';
import { selectAppConfig } from '../../core/config/configSelectors';
import { selectLocale } from '../../core/i18n/i18nSelectors';
import type { RootState } from '../../rootReducer';
import { linksAdapter } from './remoteAdministrationSlice';

const linkSelectors = linksAdapter.getSelectors((state: RootState) => state.remoteAdministration.links);

/** Milliseconds between two reloads of the links while one of them is open. */
export const LINK_POLL_INTERVAL_MS = 10_000;

/** The assessment whose panel is open. */
export const selectPanelAssessmentId = (state: RootState) => state.remoteAdministration.assessmentId;

/** The links, newest first. */
export const selectLinks = linkSelectors.selectAll;

/** The links' load status and error. */
export const selectLinksLoad = createSelector(
  [(state: RootState) => state.remoteAdministration.links.status, (state: RootState) => state.remoteAdministration.links.error],
  (status, error) => ({ status, error }),
);

/** Whether any link may still be answered (sent, opened, in progress): then the list is kept live. */
export const selectHasOpenLink = createSelector([selectLinks], (links) => links.some((link) => linkAcceptsAnswers(link.state)));

/** Ids of the completed links. */
export const selectCompletedLinkIds = createSelector([selectLinks], (links) => links.filter((link) => link.state === 'completed').map((link) => link.id));

/** The send screen's data and its load state. */
export const selectEmailPageState = (state: RootState) => state.remoteAdministration.emailPage;

/** The e-mail send's state. */
export const selectSendState = (state: RootState) => state.remoteAdministration.send;

/** The pending e-mail send, reused by a retry of the same input. */
export const selectSendPending = (state: RootState) => state.remoteAdministration.send.pending;

/** The video-session invitation's state. */
export const selectVppState = (state: RootState) => state.remoteAdministration.vpp;

/** The pending invitation, reused by a retry of the same input. */
export const selectVppPending = (state: RootState) => state.remoteAdministration.vpp.pending;

/**
 * The video service's address as config.json names it (`externalHosts.videoService`, the file the
 * server reads too), or `null` when it is empty or the configuration did not load.
 */
export const selectVideoServiceAddress = (state: RootState): string | null => {
  const address = selectAppConfig(state).externalHosts?.videoService?.trim() ?? '';
  return address === '' ? null : address;
};

/** The "Create link" state. */
export const selectCreateLinkState = (state: RootState) => state.remoteAdministration.createLink;

/** The pending "Create link", reused by a retry of the same input. */
export const selectCreateLinkPending = (state: RootState) => state.remoteAdministration.createLink.pending;

/** The launch's state. */
export const selectLaunchState = (state: RootState) => state.remoteAdministration.launch;

/** The address shown once, if any. */
export const selectRevealed = (state: RootState) => state.remoteAdministration.revealed;

/** The revoke dialog's state and the link it is about. */
export const selectRevocation = createSelector([(state: RootState) => state.remoteAdministration.revoke, linkSelectors.selectEntities], (revoke, links) => ({
  ...revoke,
  link: revoke.linkId === null ? null : (links[revoke.linkId] ?? null),
}));

/** The resend dialog's state and the link it is about. */
export const selectResending = createSelector([(state: RootState) => state.remoteAdministration.resend, linkSelectors.selectEntities], (resend, links) => ({
  ...resend,
  link: resend.linkId === null ? null : (links[resend.linkId] ?? null),
}));

/** The language a new link or launch starts in: the send screen's default, else the user's own. */
export const selectDefaultLinkLocale = createSelector([selectEmailPageState, selectLocale], (page, userLocale) => page.data?.defaultLocale ?? userLocale);
