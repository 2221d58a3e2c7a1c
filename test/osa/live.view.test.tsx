import { act, fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { OsaIntlProvider } from '../../src/osa/core/i18n/OsaIntlProvider';
import { browserLocaleDetected } from '../../src/osa/features/link/linkSlice';
import { liveConnecting, liveDisconnected, liveJoined, liveReceived } from '../../src/osa/features/live/liveSlice';
import { LivePage } from '../../src/osa/features/live/views/LivePage';
import { createPlayerStore } from '../../src/osa/store';
import { fakePlayerIo } from './support/fakePlayerIo';
import { itemContent, joinState, liveEvent, sessionState, welcome } from './support/liveFixtures';

function renderLive() {
  const { io } = fakePlayerIo();
  const { store, sagaTask } = createPlayerStore({ io });
  render(
    <Provider store={store}>
      <OsaIntlProvider>
        <LivePage />
      </OsaIntlProvider>
    </Provider>,
  );
  return { store, sagaTask };
}

const onItem = sessionState({ step: { kind: 'item', assessmentId: 4, itemId: 'phq9_2' } });

describe('the live page', () => {
  it('before the start names the examiner and the time, and says it waits for them', () => {
    const { store, sagaTask } = renderLive();
    act(() => {
      store.dispatch(liveJoined(joinState({ status: 'scheduled' })));
    });
    expect(screen.getByText(/Your session with Dr Eva Examiner at/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Waiting for Dr Eva Examiner to start' })).toBeTruthy();
    sagaTask.cancel();
  });

  it('shows an item with big option buttons, marks the chosen one, sends a tap, and says why a refused answer was not saved', () => {
    const { store, sagaTask } = renderLive();
    act(() => {
      store.dispatch(liveJoined(joinState()));
      store.dispatch(liveReceived(welcome(itemContent(0), onItem)));
    });
    const heading = screen.getByRole('heading', { name: 'Feeling down, depressed, or hopeless' });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByText('Question 2 of 10')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Not at all/ }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Several days' }));
    act(() => {
      store.dispatch(liveReceived({ type: 'refused', code: 'notShown', message: 'x' }));
    });
    expect(screen.getByRole('alert').textContent).toBe('This question is no longer on the screen, so the answer was not saved.');
    sagaTask.cancel();
  });

  it('moves focus to the heading of each page the examiner pushes: instructions, a stimulus page, a passage, the end', () => {
    const { store, sagaTask } = renderLive();
    act(() => {
      store.dispatch(liveJoined(joinState()));
      store.dispatch(liveReceived(welcome({ kind: 'instructions', productName: 'PHQ-9', text: 'Over the last 2 weeks…' })));
    });
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Over the last 2 weeks…' }));
    act(() => {
      store.dispatch(
        liveReceived({
          type: 'event',
          event: liveEvent(4, { type: 'step.shown', step: { kind: 'stimulus', bookId: 'phq9-item-cards', pageId: 'item-1' } }),
          content: { kind: 'stimulus', bookTitle: 'PHQ-9 cards', pageNumber: 2, pageCount: 11, files: {}, page: { id: 'item-1', title: 'PHQ-9 1', blocks: [{ kind: 'heading', text: 'Little interest' }, { kind: 'options', options: ['Not at all', 'Several days'] }] } },
        }),
      );
    });
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'PHQ-9 1' }));
    expect(screen.getByText(/Page 2 of 11/)).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Not at all', 'Several days']);
    // An image block: the file at its signed address under the services base URL, with its alternative text.
    const address = '/content/stimulus-books/shapes/files/disc.png?expires=1800000000&signature=abc';
    act(() => {
      store.dispatch(
        liveReceived({
          type: 'event',
          event: liveEvent(5, { type: 'step.shown', step: { kind: 'stimulus', bookId: 'shapes', pageId: 'disc' } }),
          content: { kind: 'stimulus', bookTitle: 'Shapes', pageNumber: 1, pageCount: 1, files: { 'disc.png': address }, page: { id: 'disc', title: 'A shape', blocks: [{ kind: 'image', fileName: 'disc.png', alt: 'A blue disc' }] } },
        }),
      );
    });
    expect(screen.getByRole('img', { name: 'A blue disc' }).getAttribute('src')).toBe(`/qg-services${address}`);
    act(() => {
      store.dispatch(liveReceived({ type: 'event', event: liveEvent(6, { type: 'step.shown', step: { kind: 'passage', assessmentId: 4, passageId: 'grade1' } }), content: { kind: 'passage', title: 'The Red Kite', text: 'Sam has a red kite.', wordCount: 5 } }));
    });
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'The Red Kite' }));
    expect(screen.getByText('Sam has a red kite.')).toBeTruthy();
    act(() => {
      store.dispatch(liveReceived({ type: 'event', event: liveEvent(7, { type: 'session.ended' }) }));
    });
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'The session has ended. You can close this page.' }));
    sagaTask.cancel();
  });

  it('shows the connection banner, whether the examiner is connected, and the external video link', () => {
    const { store, sagaTask } = renderLive();
    act(() => {
      store.dispatch(liveJoined(joinState({ video: { mode: 'external', url: 'https://meet.example/room' } })));
      store.dispatch(liveConnecting(1));
    });
    expect(screen.getByText('Connecting…')).toBeTruthy();
    act(() => {
      store.dispatch(liveReceived(welcome({ kind: 'waiting' }, sessionState({ video: { mode: 'external', url: 'https://meet.example/room' } }))));
      store.dispatch(liveDisconnected({ code: 1006, reason: '', retryInMs: 500 }));
    });
    expect(screen.getByText('The connection was lost. Reconnecting…')).toBeTruthy();
    expect(screen.getByText('Dr Eva Examiner is connected')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the video call' }).getAttribute('href')).toBe('https://meet.example/room');
    act(() => {
      store.dispatch(liveReceived({ type: 'event', event: liveEvent(4, { type: 'participant.left', participantId: 1, role: 'examiner' }) }));
    });
    expect(screen.getByText('Dr Eva Examiner is not connected right now')).toBeTruthy();
    sagaTask.cancel();
  });

  it('speaks the session’s language', () => {
    const { store, sagaTask } = renderLive();
    act(() => {
      store.dispatch(browserLocaleDetected('de_de'));
      store.dispatch(liveJoined(joinState({ locale: 'de_de' })));
      store.dispatch(liveReceived(welcome({ kind: 'ended' })));
    });
    expect(screen.getByRole('heading', { name: 'Die Sitzung ist beendet. Sie können diese Seite schließen.' })).toBeTruthy();
    sagaTask.cancel();
  });
});
