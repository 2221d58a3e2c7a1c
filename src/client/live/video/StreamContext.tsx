/**
 * The media I/O's stream registry for the views (issue #20): streams are not serializable, so
 * they stay out of the store, and a view asks for one by its id through {@link useStream}. Each app
 * wraps its live screen in a {@link StreamProvider} with the registry of its injected media I/O.
 */
import { createContext, type ReactNode, useContext, useSyncExternalStore } from 'react';
import type { StreamRegistry } from '../../../browser/media';

const StreamContext = createContext<StreamRegistry | null>(null);

/** Makes `streams` available to the video views below. */
export function StreamProvider({ streams, children }: { streams: StreamRegistry; children: ReactNode }) {
  return <StreamContext.Provider value={streams}>{children}</StreamContext.Provider>;
}

const noStream = () => null;
const noSubscription = () => () => undefined;

/** The stream registered under `id`, or null (no provider, or no stream yet); re-renders when it changes. */
export function useStream(id: string): MediaStream | null {
  const streams = useContext(StreamContext);
  return useSyncExternalStore(
    streams ? (onChange) => streams.subscribe(id, onChange) : noSubscription,
    streams ? () => streams.get(id) : noStream,
  );
}
