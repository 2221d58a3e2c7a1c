import { type ReactNode, useEffect } from 'react';
import { FormattedMessage, type IntlShape, useIntl } from 'react-intl';
import type { ProductFormRow, ProductReportRow, ProductScoringRow } from '../../../../contract/services/productConfiguration';
import { ColumnHeaders } from '../../../components/ColumnHeaders';
import { ListLoadStates } from '../../../components/ListLoadStates';
import { TableScroller } from '../../../components/TableScroller';
import type { MessageId } from '../../../core/i18n/messageId';
import { useAppDispatch, useAppSelector } from '../../../hooks';
import type { RootState } from '../../../rootReducer';
import { selectProductForms, selectProductReports, selectProductScorings } from '../productConfigurationSelectors';
import { type CatalogueList, catalogueRequested, type LoadedList } from '../productConfigurationSlice';
import { SECTION_MESSAGES, STATE_MESSAGES } from './productLabels';

const Dash = () => <FormattedMessage id="products.noValue" />;

/** A column of a catalogue table: its header's message and its cell of a row. */
interface Column<Row> {
  header: MessageId;
  cell: (row: Row, intl: IntlShape) => ReactNode;
}

/** The columns every catalogue table starts with: the product's code, `afterCode`, the version shown and its state. */
const versionColumns = <Row extends { code: string; version: number; versionState: keyof typeof STATE_MESSAGES }>(afterCode: Column<Row>[] = []): Column<Row>[] => [
  { header: 'products.col.code', cell: (row) => row.code },
  ...afterCode,
  { header: 'products.col.version', cell: (row) => row.version },
  { header: 'products.col.state', cell: (row) => <FormattedMessage id={STATE_MESSAGES[row.versionState]} /> },
];

/** One catalogue-wide list as a table: loaded when shown, with its loading, empty and failed states. */
function CatalogueTable<Row extends { productId: string }>({ list, select, columns }: { list: CatalogueList['list']; select: (state: RootState) => LoadedList<Row>; columns: Column<Row>[] }) {
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const rows = useAppSelector(select);
  useEffect(() => {
    dispatch(catalogueRequested({ list }));
  }, [dispatch, list]);
  const headingId = `product-${list}-heading`;
  return (
    <>
      <h2 id={headingId} className="visually-hidden">
        <FormattedMessage id={`products.tab.${list}`} />
      </h2>
      <ListLoadStates {...rows} rowCount={rows.items.length} loadingText={intl.formatMessage({ id: 'products.loading' })} emptyText={intl.formatMessage({ id: 'products.none' })} />
      {rows.items.length > 0 ? (
        <TableScroller labelledBy={headingId}>
          <table className="table">
            <ColumnHeaders columns={columns.map((column) => column.header)} />
            <tbody>
              {rows.items.map((row) => (
                <tr key={row.productId}>
                  {columns.map((column) => (
                    <td key={column.header}>{column.cell(row, intl)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroller>
      ) : null}
    </>
  );
}

const FORM_COLUMNS: Column<ProductFormRow>[] = [
  ...versionColumns<ProductFormRow>([{ header: 'products.col.name', cell: (form) => form.name }]),
  { header: 'products.col.items', cell: (form) => form.itemCount },
  { header: 'products.col.languages', cell: (form) => form.languages.join(', ') },
  {
    header: 'products.col.ages',
    cell: (form) => (form.minYears !== null && form.maxYears !== null ? <FormattedMessage id="products.ages" values={{ min: form.minYears, max: form.maxYears }} /> : <Dash />),
  },
];

const SCORING_COLUMNS: Column<ProductScoringRow>[] = [
  ...versionColumns<ProductScoringRow>(),
  { header: 'products.col.scales', cell: (scoring) => scoring.scaleCount },
  { header: 'products.col.bands', cell: (scoring) => scoring.bandCount },
  { header: 'products.col.flags', cell: (scoring) => scoring.flagCount },
  { header: 'products.col.groups', cell: (scoring) => scoring.comparisonGroupCount },
  { header: 'products.col.norms', cell: (scoring) => scoring.normTableCount },
  { header: 'products.col.testCases', cell: (scoring) => scoring.testCaseCount },
];

const REPORT_COLUMNS: Column<ProductReportRow>[] = [
  ...versionColumns<ProductReportRow>(),
  { header: 'products.col.sections', cell: (report, intl) => report.reportSections.map((section) => intl.formatMessage({ id: SECTION_MESSAGES[section] })).join(', ') },
  { header: 'products.col.feedback', cell: (report) => (report.feedbackReader ? <FormattedMessage id={`products.reader.${report.feedbackReader}`} /> : <Dash />) },
];

/** The newest version of every product's form: items, languages and ages. */
export const FormsTable = () => <CatalogueTable list="forms" select={selectProductForms} columns={FORM_COLUMNS} />;

/** The newest version of every product's scoring, in numbers. */
export const ScoringsTable = () => <CatalogueTable list="scorings" select={selectProductScorings} columns={SCORING_COLUMNS} />;

/** The newest version of every product's reports. */
export const ReportsTable = () => <CatalogueTable list="reports" select={selectProductReports} columns={REPORT_COLUMNS} />;
