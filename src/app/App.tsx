import { useCallback } from 'react';
import { RouterProvider } from 'react-aria-components';
import { push } from 'redux-first-history';
import { I18nProvider } from './core/i18n/I18nProvider';
import { DocumentTitle } from './core/layout/DocumentTitle';
import { AppShell } from './core/layout/AppShell';
import { SessionGate } from './core/layout/SessionGate';
import { useAppDispatch } from './hooks';
import { CORE_CATALOGUE } from './messages';
import { MENU, RouteView, SCREENS } from './routes';

/** The SPA in the user's language: links navigate by dispatching `push` (STYLE 10); the page shows once signed in. */
export function App() {
  const dispatch = useAppDispatch();
  const navigate = useCallback((path: string) => {
    dispatch(push(path));
  }, [dispatch]);
  return (
    <I18nProvider english={CORE_CATALOGUE}>
      <RouterProvider navigate={navigate}>
        <DocumentTitle />
        <SessionGate>
          <AppShell menu={MENU} screens={SCREENS}>
            <RouteView />
          </AppShell>
        </SessionGate>
      </RouterProvider>
    </I18nProvider>
  );
}
