/**
 * What a feature of the SPA is to the rest of it: its slices, its sagas, its screens, its entries
 * in the header's navigation and its message catalogues. Each feature exports one module
 * (`features/<feature>/module.tsx`), and one list (`features/index.ts`) names them: the root
 * reducer, the route table, the header's navigation and the catalogues (`src/app/messages.ts`)
 * are derived from that list, so adding a feature is its folder and one line there.
 *
 * A feature's slices are in the SPA's first scripts and in the root reducer from the start, so the
 * state's shape never depends on which screens were opened (an action log exported from Redux
 * DevTools replays on a fresh store to the same state). Its sagas, with the API modules and
 * contract operations only they use (`features/<feature>/runtime.ts`), load with the feature's
 * first screen (core/feature/featuresSaga.ts), so a user downloads the code that talks to the
 * server only for what they open.
 */
import type { Reducer } from '@reduxjs/toolkit';
import type { ReactNode } from 'react';
import type { Screen } from '../../../contract/screen';
import type { PermissionName } from '../../../domain/permissions';
import type { FeatureMessages } from '../i18n/featureMessages';
import type { MessageId } from '../i18n/messageId';
import { idParam } from '../router/matchPath';

/**
 * A screen of a feature: the contract's declaration of it (its pattern, the permissions any one of
 * which opens it, its help and its names: src/contract/screen.ts) and its page.
 */
export interface FeatureRoute {
  screen: Screen;
  /** The page for the route's parameters, or `null` when they are not valid (a 404). */
  render: (params: Record<string, string>) => ReactNode | null;
  /**
   * Starts downloading the page's chunk: the import its lazy page calls, which the bundler runs
   * once, so the page then finds its code here. Called at start for the page the browser opened
   * (featuresSaga.ts), so that code arrives while the identity loads rather than after it.
   */
  preload?: () => Promise<unknown>;
}

/** An entry of the header's main navigation. */
export interface MenuEntry {
  href: string;
  /** The permissions any one of which shows the entry (the authority check of spec §6). */
  shownWith: readonly PermissionName[];
  /** A message id of the catalogues, or the account's own word for examinees (its label settings). */
  label: { messageId: MessageId } | { accountTerm: 'examinees' };
  /** Whether the entry is the current page at `pathname` (aria-current). */
  current: (pathname: string) => boolean;
  /** Its place in the navigation, lower first. */
  order: number;
}

/** What a feature starts when it loads: its sagas. */
export interface FeatureRuntime {
  /** Each spawned apart when the feature loads (a failing one takes no other down). */
  sagas: readonly (() => Generator)[];
}

/** A feature's module. */
export interface FeatureModule<R extends Record<string, Reducer> = Record<string, Reducer>, M extends Readonly<Record<string, string>> = Readonly<Record<string, string>>> {
  /** The feature's folder name. */
  name: string;
  /** Its slices, by state key: in the root reducer from the start. */
  reducers: R;
  /**
   * Loads its sagas (`import('./runtime')`, a chunk of their own, `<feature>-sagas`, so a screen
   * that shows this feature's panels does not download this feature's pages too).
   */
  load: () => Promise<FeatureRuntime>;
  /**
   * The other features whose panels or slices its screens use: their sagas load with it, so an
   * action a panel dispatches, or a slice a page waits on, always has its saga running.
   */
  uses: readonly string[];
  /** Its message catalogues (features/<feature>/messages), `M` being its US English source. */
  messages: FeatureMessages<M>;
  /** Its screens, most specific pattern first. */
  routes: readonly FeatureRoute[];
  menu: readonly MenuEntry[];
}

/**
 * The `render` of a route whose parameter `name` is a record id: the page for a valid id, `null`
 * (a 404) for anything else.
 */
export const renderWithId =
  (name: string, page: (id: number) => ReactNode) =>
  (params: Record<string, string>): ReactNode | null => {
    const id = idParam(params[name]);
    return id === null ? null : page(id);
  };

/**
 * The screen of a capability's `screens` (its contract file's `SCREENS`) at `pattern`.
 * @throws Error when the capability declares no screen there (the feature modules' test loads every module).
 */
export function screenAt(screens: readonly Screen[], pattern: string): Screen {
  const screen = screens.find((candidate) => candidate.pattern === pattern);
  if (!screen) throw new Error(`No screen of the contract is at ${pattern}.`);
  return screen;
}
