import { useEffect } from 'react';
import { useAppSelector } from '../../hooks';
import { selectDocumentTitle } from '../app/appSelectors';

/** Keeps document.title equal to the state's title. Renders nothing. */
export function DocumentTitle() {
  const title = useAppSelector(selectDocumentTitle);
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
