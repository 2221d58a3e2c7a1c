import { useEffect } from 'react';
import { Link } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { useAccountTerms } from '../../../core/i18n/useAccountTerms';
import { useScreenName } from '../../../core/layout/useScreenName';
import { useAppDispatch } from '../../../hooks';
import { newExamineeOpened } from '../examineesSlice';
import { ExamineeForm } from './ExamineeForm';

/** The page that creates an examinee. */
export function NewExamineePage() {
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const terms = useAccountTerms();
  const title = intl.formatMessage({ id: 'examinees.new' }, terms);
  useScreenName(title);
  useEffect(() => {
    dispatch(newExamineeOpened());
  }, [dispatch]);
  return (
    <div className="page page--narrow">
      <p className="breadcrumb">
        <Link href="/examinees">{terms.examinees}</Link>
      </p>
      <h1>{title}</h1>
      <ExamineeForm />
    </div>
  );
}
