/** The examiner's live socket address (issue #20). */
import type { AppConfig } from '../../../contract/appConfig';
import { DEFAULT_CONTEXT_ROOT } from '../../../contract/operation';
import { webSocketOrigin } from '../../../browser/liveSocket';

/**
 * `ws(s)://origin` + the services' context root + `/prosa-facade/sessions/{id}/socket`. The origin
 * is the page's, or that of config.json's `qgServices.host` when it names another server (the
 * services may live elsewhere; the socket goes where the requests go).
 * @param pageHref the page's address (`location.href`).
 */
export function liveSocketUrl(pageHref: string, services: AppConfig['qgServices'], sessionId: number): string {
  const host = services?.host?.trim() ?? '';
  const origin = host === '' ? new URL(pageHref).origin : new URL(host, pageHref).origin;
  const contextRoot = services?.contextRoot ?? DEFAULT_CONTEXT_ROOT;
  return `${webSocketOrigin(origin)}${contextRoot}/prosa-facade/sessions/${sessionId}/socket`;
}
