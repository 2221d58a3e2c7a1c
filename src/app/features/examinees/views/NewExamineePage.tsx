import { useEffect } from 'react';
import { Link } from 'react-aria-components';
import { inSentence, plural } from '../../../components/format';
import { useScreenName } from '../../../core/layout/useScreenName';
import { selectAccountLabels } from '../../../core/session/sessionSelectors';
import { useAppDispatch, useAppSelector } from '../../../hooks';
import { newExamineeOpened } from '../examineesSlice';
import { ExamineeForm } from './ExamineeForm';

/** The page that creates an examinee. */
export function NewExamineePage() {
  const dispatch = useAppDispatch();
  const labels = useAppSelector(selectAccountLabels);
  const title = `New ${inSentence(labels.examinee)}`;
  useScreenName(title);
  useEffect(() => {
    dispatch(newExamineeOpened());
  }, [dispatch]);
  return (
    <div className="page page--narrow">
      <p className="breadcrumb">
        <Link href="/examinees">{plural(labels.examinee)}</Link>
      </p>
      <h1>{title}</h1>
      <ExamineeForm />
    </div>
  );
}
