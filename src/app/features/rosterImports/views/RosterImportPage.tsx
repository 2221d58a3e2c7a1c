import { useEffect } from 'react';
import { Button, Link, ProgressBar } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { ErrorNotice } from '../../../components/Notices';
import { useAccountTerms } from '../../../core/i18n/useAccountTerms';
import { useErrorText } from '../../../core/i18n/useErrorText';
import { useScreenName } from '../../../core/layout/useScreenName';
import { useAppDispatch, useAppSelector } from '../../../hooks';
import { selectAllDecided, selectImportProgress, selectRosterImport } from '../rosterImportsSelectors';
import { importCommitRequested, importReset } from '../rosterImportsSlice';
import { HeldDuplicates } from './HeldDuplicates';
import { ImportFileForm } from './ImportFileForm';
import { ImportCounts, ImportIssues } from './ImportSummary';
import { MappingForm } from './MappingForm';

/**
 * The import screen: the file, its upload, an examinee CSV's columns, the dry run with its
 * errors, warnings and held duplicates, Import (the commit) and its result. Leaving the screen
 * cancels what runs (the sagas stop polling); the server's job goes on and can be opened again.
 */
export function RosterImportPage() {
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const terms = useAccountTerms();
  const errorText = useErrorText();
  const screen = useAppSelector(selectRosterImport);
  const progress = useAppSelector(selectImportProgress);
  const allDecided = useAppSelector(selectAllDecided);
  useScreenName(intl.formatMessage({ id: 'rosterImports.title' }, terms));
  useEffect(() => {
    dispatch(importReset());
    return () => {
      dispatch(importReset());
    };
  }, [dispatch]);

  const { run, busy } = screen;
  const stepLabel = screen.upload ? 'rosterImports.uploading' : run?.status === 'committing' ? 'rosterImports.committing' : 'rosterImports.planning';
  const showMapping = !busy && run?.kind === 'examineeCsv' && run.status === 'uploading' && run.headers !== null && run.receivedBytes >= run.sizeBytes;
  const summary = run?.summary ?? null;

  return (
    <div className="page">
      <p>
        <Link href="/examinees">
          <FormattedMessage id="rosterImports.back" values={terms} />
        </Link>
      </p>
      <div className="page-header page-header--actions">
        <h1>
          <FormattedMessage id="rosterImports.title" values={terms} />
        </h1>
        {run && !busy ? (
          <Button className="button" onPress={() => dispatch(importReset())}>
            <FormattedMessage id="rosterImports.startAgain" />
          </Button>
        ) : null}
      </div>
      <p>
        <FormattedMessage id="rosterImports.intro" />
      </p>
      {!run && !busy ? <ImportFileForm /> : null}
      {busy ? (
        <ProgressBar className="progress" value={Math.round(progress * 100)} aria-label={intl.formatMessage({ id: 'rosterImports.progress' })}>
          {({ percentage }) => (
            <p role="status">
              {intl.formatMessage({ id: stepLabel }, { fileName: run?.fileName ?? '' })} {intl.formatNumber((percentage ?? 0) / 100, { style: 'percent' })}
            </p>
          )}
        </ProgressBar>
      ) : null}
      {screen.error ? <ErrorNotice title={intl.formatMessage({ id: 'rosterImports.failed' })}>{errorText(screen.error)}</ErrorNotice> : null}
      {run?.status === 'failed' && run.failure ? <ErrorNotice title={intl.formatMessage({ id: 'rosterImports.failed' })}>{run.failure}</ErrorNotice> : null}
      {showMapping && run?.headers ? <MappingForm headers={run.headers} offered={run.mapping ?? {}} busy={busy} /> : null}
      {run && summary && (run.status === 'planned' || run.status === 'committed') ? (
        <section className="panel" aria-labelledby="import-summary-heading">
          <h2 id="import-summary-heading">
            <FormattedMessage id={run.status === 'committed' ? 'rosterImports.result' : 'rosterImports.summary'} />
          </h2>
          <ImportCounts summary={summary} withGroups={run.kind === 'oneRoster'} headingId="import-summary-heading" />
          <ImportIssues issues={run.errors} kind="errors" />
          <ImportIssues issues={run.warnings} kind="warnings" />
          {run.status === 'planned' ? <HeldDuplicates held={run.held} decisions={screen.decisions} /> : null}
          {run.status === 'planned' && summary.errors === 0 ? (
            <div className="form-actions">
              {!allDecided ? (
                <p>
                  <FormattedMessage id="rosterImports.decideFirst" />
                </p>
              ) : null}
              <Button className="button button--primary" isDisabled={busy || !allDecided} onPress={() => dispatch(importCommitRequested())}>
                <FormattedMessage id="rosterImports.commit" />
              </Button>
            </div>
          ) : null}
          {run.status === 'committed' ? (
            <>
              <p role="status">
                <FormattedMessage id="rosterImports.done" />
              </p>
              <p>
                <Link href="/examinees" className="button">
                  <FormattedMessage id="rosterImports.toExaminees" values={terms} />
                </Link>{' '}
                {run.kind === 'oneRoster' ? (
                  <Link href="/groups" className="button">
                    <FormattedMessage id="rosterImports.toGroups" />
                  </Link>
                ) : null}
              </p>
            </>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
