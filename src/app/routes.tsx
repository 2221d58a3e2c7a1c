/**
 * The route table and the header's navigation, derived from the feature modules. Feature pages
 * are code-split: each loads as its own chunk on first visit.
 */
import { Suspense } from 'react';
import { FormattedMessage } from 'react-intl';
import { LoadingNotice } from './components/Notices';
import { RequireAuthority } from './core/authority/RequireAuthority';
import { NotFoundPage } from './core/layout/NotFoundPage';
import type { FeatureRoute, MenuEntry } from './core/feature/featureModule';
import { matchPath } from './core/router/matchPath';
import { selectPathname } from './core/router/routerSelectors';
import { FEATURES } from './features';
import { useAppSelector } from './hooks';

/** The screens of every feature (features/index.ts), in its order; `/` is redirected to `/examinees` by the router saga. */
export const ROUTES: readonly FeatureRoute[] = FEATURES.flatMap((feature) => feature.routes);

/** The entries of the header's navigation of every feature, in their order. */
export const MENU: readonly MenuEntry[] = FEATURES.flatMap((feature) => feature.menu).sort((a, b) => a.order - b.order);

/** Renders the page of the current route, guarded by its permissions. */
export function RouteView() {
  const pathname = useAppSelector(selectPathname);
  if (pathname === '/') return null;
  for (const route of ROUTES) {
    const params = matchPath(route.screen.pattern, pathname);
    if (!params) continue;
    const page = route.render(params);
    if (page === null) break;
    return (
      <RequireAuthority anyOf={route.screen.opensWith}>
        <Suspense
          fallback={
            <LoadingNotice>
              <FormattedMessage id="common.loading" />
            </LoadingNotice>
          }
        >{page}</Suspense>
      </RequireAuthority>
    );
  }
  return <NotFoundPage />;
}
