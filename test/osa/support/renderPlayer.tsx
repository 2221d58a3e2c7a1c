/** Renders the whole player on a real store with fake I/O, as index.tsx does. */
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { OsaIntlProvider } from '../../../src/osa/core/i18n/OsaIntlProvider';
import { playerStarted } from '../../../src/osa/features/link/linkSlice';
import type { PlayerIo } from '../../../src/osa/io/playerIo';
import { createPlayerStore } from '../../../src/osa/store';
import { Player } from '../../../src/osa/views/Player';

/** Builds the store, starts the player and renders it. */
export function renderPlayer(io: PlayerIo) {
  const { store, sagaTask } = createPlayerStore({ io });
  store.dispatch(playerStarted());
  const view = render(
    <Provider store={store}>
      <OsaIntlProvider>
        <Player />
      </OsaIntlProvider>
    </Provider>,
  );
  return { store, sagaTask, ...view };
}
