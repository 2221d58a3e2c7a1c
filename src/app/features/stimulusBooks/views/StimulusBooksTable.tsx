import { FormattedMessage, useIntl } from 'react-intl';
import { LOCALE_NAMES } from '../../../../domain/locale';
import { ListLoadStates } from '../../../components/ListLoadStates';
import { TableScroller } from '../../../components/TableScroller';
import { useFormatters } from '../../../core/i18n/useFormatters';
import { useAppSelector } from '../../../hooks';
import { selectStimulusBooks } from '../stimulusBooksSelectors';

const COLUMNS = ['id', 'title', 'version', 'languages', 'pages', 'attribution', 'publishedAt'] as const;

/** The published stimulus books: id, title, version, languages, pages, attribution and when each was published. */
export function StimulusBooksTable() {
  const intl = useIntl();
  const format = useFormatters();
  const list = useAppSelector(selectStimulusBooks);
  return (
    <section className="panel" aria-labelledby="stimulus-books-heading">
      <h2 id="stimulus-books-heading">
        <FormattedMessage id="stimulusBooks.published" />
      </h2>
      <ListLoadStates {...list} rowCount={list.items.length} loadingText={intl.formatMessage({ id: 'stimulusBooks.loading' })} emptyText={intl.formatMessage({ id: 'stimulusBooks.none' })} />
      {list.items.length > 0 ? (
        <TableScroller labelledBy="stimulus-books-heading">
          <table className="table" data-testid="stimulus-books">
            <thead>
              <tr>
                {COLUMNS.map((column) => (
                  <th key={column} scope="col">
                    <FormattedMessage id={`stimulusBooks.col.${column}`} />
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {list.items.map((book) => (
                <tr key={book.id}>
                  <th scope="row">
                    <code>{book.id}</code>
                  </th>
                  <td>{book.title}</td>
                  <td>{book.version}</td>
                  <td>{book.locales.map((locale) => LOCALE_NAMES[locale]).join(', ')}</td>
                  <td>{book.pageCount}</td>
                  <td>{book.attribution}</td>
                  <td>{format.dateTime(book.publishedAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroller>
      ) : null}
    </section>
  );
}
