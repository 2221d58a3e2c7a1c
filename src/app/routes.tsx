/**
 * The route table and the header's navigation, derived from the feature modules. Features are
 * code-split: a screen's pages and its features' sagas load as chunks on its first visit (their
 * slices are in the store from the start).
 */
import { Suspense } from 'react';
import { FormattedMessage } from 'react-intl';
import { LoadingNotice } from './components/Notices';
import { RequireAuthority } from './core/authority/RequireAuthority';
import { FeatureGate } from './core/feature/FeatureGate';
import { featuresWithUses } from './core/feature/featureLoading';
import { NotFoundPage } from './core/layout/NotFoundPage';
import type { Screen } from '../contract/screen';
import type { FeatureRoute, MenuEntry } from './core/feature/featureModule';
import { matchPath } from './core/router/matchPath';
import { selectPathname } from './core/router/routerSelectors';
import { FEATURES } from './features';
import { useAppSelector } from './hooks';

/** A screen of the route table, with the features it needs loaded (its own, and what that uses). */
export interface AppRoute extends FeatureRoute {
  features: readonly string[];
}

/** The screens of every feature (features/index.ts), in its order; `/` is redirected to `/examinees` by the router saga. */
export const ROUTES: readonly AppRoute[] = FEATURES.flatMap((feature) => {
  const features = featuresWithUses(FEATURES, [feature.name]);
  return feature.routes.map((route) => ({ ...route, features }));
});

/** The screens of the route table (every screen the contract declares), for the header's Help link. */
export const SCREENS: readonly Screen[] = ROUTES.map((route) => route.screen);

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
        <FeatureGate names={route.features}>
        <Suspense
          fallback={
            <LoadingNotice>
              <FormattedMessage id="common.loading" />
            </LoadingNotice>
          }
        >{page}</Suspense>
        </FeatureGate>
      </RequireAuthority>
    );
  }
  return <NotFoundPage />;
}
