import { useEffect, useState } from 'react';
import { Button, FileTrigger } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { STIMULUS_FILE_TYPES } from '../../../../domain/live/stimulusBookFiles';
import { ErrorNotice } from '../../../components/Notices';
import { SubmitStatus } from '../../../components/SubmitStatus';
import { TextInputField } from '../../../components/TextInputField';
import { useErrorText } from '../../../core/i18n/useErrorText';
import { useReasonError } from '../../../core/i18n/useReasonError';
import { useAppDispatch, useAppSelector } from '../../../hooks';
import { holdFile } from '../../../core/files/heldFiles';
import { selectStimulusBookPublish } from '../stimulusBooksSelectors';
import { type ChosenFile, publishCleared, publishRequested } from '../stimulusBooksSlice';

/** A chosen file held outside the store, named by its key (core/files/heldFiles.ts). */
const chosen = (file: File): ChosenFile => ({ key: holdFile(file), fileName: file.name, contentType: file.type, sizeBytes: file.size });

/** The server's refusal: its message, then each problem with the place in the book or the file it names. */
function PublishProblems() {
  const intl = useIntl();
  const errorText = useErrorText();
  const { error } = useAppSelector(selectStimulusBookPublish);
  if (!error) return null;
  const problems = Object.entries(error.fieldErrors);
  // The browser's own refusals (before anything is sent) have their words here; the server's, in the error catalogue.
  const text =
    error.code === 'notJson'
      ? intl.formatMessage({ id: 'stimulusBooks.notJson' }, { detail: error.message })
      : error.code === 'fileGone'
        ? intl.formatMessage({ id: 'stimulusBooks.fileGone' }, { file: error.message })
        : errorText(error);
  return (
    <ErrorNotice>
      <p>{text}</p>
      {problems.length > 0 ? (
        <ul data-testid="publish-problems">
          {problems.map(([field, message]) => (
            <li key={field}>
              <FormattedMessage id="stimulusBooks.problemAt" values={{ field: <code>{field}</code>, message }} />
            </li>
          ))}
        </ul>
      ) : null}
    </ErrorNotice>
  );
}

/** Publishes a stimulus book: its JSON file, the image files its image blocks name, and a reason. */
export function PublishBookForm() {
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const reasonProblem = useReasonError();
  const publish = useAppSelector(selectStimulusBookPublish);
  const [book, setBook] = useState<ChosenFile | null>(null);
  const [images, setImages] = useState<ChosenFile[]>([]);
  const [reason, setReason] = useState('');
  const [submitted, setSubmitted] = useState(false);
  useEffect(() => {
    dispatch(publishCleared());
  }, [dispatch]);
  const reasonError = submitted ? reasonProblem(reason) : undefined;
  const bookError = submitted && !book ? intl.formatMessage({ id: 'stimulusBooks.chooseBook' }) : undefined;
  const busy = publish.status === 'loading';
  const done = publish.status === 'succeeded' && publish.published ? intl.formatMessage({ id: 'stimulusBooks.publishedOne' }, { title: publish.published.title, version: publish.published.version }) : null;
  return (
    <section className="panel" aria-labelledby="stimulus-book-publish-heading">
      <h2 id="stimulus-book-publish-heading">
        <FormattedMessage id="stimulusBooks.publishTitle" />
      </h2>
      <p>
        <FormattedMessage id="stimulusBooks.publishIntro" />
      </p>
      <form
        className="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setSubmitted(true);
          if (book && !reasonProblem(reason)) dispatch(publishRequested({ book, images, reason: reason.trim() }));
        }}
      >
        <div className="field">
          <FileTrigger acceptedFileTypes={['application/json', '.json']} onSelect={(files) => setBook(files?.[0] ? chosen(files[0]) : null)}>
            <Button className="button">
              <FormattedMessage id="stimulusBooks.chooseBookButton" />
            </Button>
          </FileTrigger>{' '}
          <span data-testid="book-file-name">{book?.fileName ?? intl.formatMessage({ id: 'stimulusBooks.noFile' })}</span>
          {bookError ? (
            <p className="field__error" role="alert">
              {bookError}
            </p>
          ) : null}
        </div>
        <div className="field">
          <FileTrigger allowsMultiple acceptedFileTypes={[...STIMULUS_FILE_TYPES]} onSelect={(files) => setImages(files ? Array.from(files, chosen) : [])}>
            <Button className="button">
              <FormattedMessage id="stimulusBooks.chooseImages" />
            </Button>
          </FileTrigger>
          <p className="field__description">
            <FormattedMessage id="stimulusBooks.imagesHelp" />
          </p>
          {images.length > 0 ? (
            <ul data-testid="image-file-names">
              {images.map((image) => (
                <li key={image.key}>
                  {image.fileName} <span className="muted">({intl.formatNumber(Math.ceil(image.sizeBytes / 1024))} KiB)</span>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <TextInputField
          label={intl.formatMessage({ id: 'stimulusBooks.reason' })}
          name="reason"
          value={reason}
          onChange={setReason}
          description={intl.formatMessage({ id: 'stimulusBooks.reasonHelp' })}
          error={reasonError}
          isRequired
        />
        {publish.status === 'failed' ? <PublishProblems /> : null}
        <div className="form-actions">
          <Button type="submit" className="button button--primary" isDisabled={busy}>
            <FormattedMessage id="stimulusBooks.publish" />
          </Button>
          <SubmitStatus busy={busy} busyText={intl.formatMessage({ id: 'stimulusBooks.publishing' })} doneText={done} />
        </div>
      </form>
    </section>
  );
}
