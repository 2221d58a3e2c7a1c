import { Link } from 'react-aria-components';
import { useScreenName } from './useScreenName';

/** The page of an unknown route. */
export function NotFoundPage() {
  useScreenName('Page not found');
  return (
    <div className="page">
      <h1>Page not found</h1>
      <p>
        There is nothing at this address. <Link href="/examinees">Go to the examinee list</Link>.
      </p>
    </div>
  );
}
