/**
 * Which features a screen needs: the feature that owns its route and, transitively, the features
 * whose panels or slices it uses (`FeatureModule.uses`). Pure functions over the module list.
 */
import { matchPath } from '../router/matchPath';

/** What of a feature module these functions read. */
export interface FeatureNeeds {
  name: string;
  uses: readonly string[];
  routes: readonly { screen: { pattern: string }; preload?: () => Promise<unknown> }[];
}

/**
 * `names` and every feature they use, directly or through another, each once, `names` first.
 * @throws Error when a name is not a feature of `modules` (a typo in a module's `uses`).
 */
export function featuresWithUses(modules: readonly FeatureNeeds[], names: readonly string[]): string[] {
  const byName = new Map(modules.map((module) => [module.name, module]));
  const needed: string[] = [];
  const visit = (name: string): void => {
    if (needed.includes(name)) return;
    const module = byName.get(name);
    if (!module) throw new Error(`No feature is named ${name}.`);
    needed.push(name);
    module.uses.forEach(visit);
  };
  names.forEach(visit);
  return needed;
}

/**
 * The features the screen at `pathname` needs: its route's feature (the first route of the
 * table that matches, as the route view picks it) with what it uses; none when no route matches.
 */
export function featuresAt(modules: readonly FeatureNeeds[], pathname: string): string[] {
  for (const module of modules) {
    if (module.routes.some((route) => matchPath(route.screen.pattern, pathname) !== null)) return featuresWithUses(modules, [module.name]);
  }
  return [];
}

/**
 * The route that shows the screen at `pathname`: the first of the table that matches, as the route
 * view picks it; `null` when none does.
 */
export function routeAt<R extends FeatureNeeds['routes'][number]>(modules: readonly { routes: readonly R[] }[], pathname: string): R | null {
  for (const module of modules) {
    const route = module.routes.find((candidate) => matchPath(candidate.screen.pattern, pathname) !== null);
    if (route) return route;
  }
  return null;
}
