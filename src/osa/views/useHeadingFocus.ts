import { useEffect, useRef } from 'react';
import { selectVisit } from '../features/navigation/navigationSelectors';
import { usePlayerSelector } from '../hooks';

/**
 * A ref for a screen's heading (give it tabIndex={-1}), focused on every screen change, so a
 * screen-reader or keyboard user starts on the new question rather than on a button that is gone.
 */
export function useHeadingFocus<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const visit = usePlayerSelector(selectVisit);
  useEffect(() => {
    ref.current?.focus();
  }, [visit]);
  return ref;
}
