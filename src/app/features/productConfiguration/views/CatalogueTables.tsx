import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ListLoadStates } from '../../../components/ListLoadStates';
import { TableScroller } from '../../../components/TableScroller';
import { useAppDispatch, useAppSelector } from '../../../hooks';
import { selectProductForms, selectProductReports, selectProductScorings } from '../productConfigurationSelectors';
import { catalogueRequested } from '../productConfigurationSlice';
import { SECTION_MESSAGES, STATE_MESSAGES } from './productLabels';

const Dash = () => <FormattedMessage id="products.noValue" />;

/** The newest version of every product's form: items, languages and ages. */
export function FormsTable() {
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const forms = useAppSelector(selectProductForms);
  useEffect(() => {
    dispatch(catalogueRequested({ list: 'forms' }));
  }, [dispatch]);
  return (
    <>
      <h2 id="product-forms-heading" className="visually-hidden">
        <FormattedMessage id="products.tab.forms" />
      </h2>
      <ListLoadStates {...forms} rowCount={forms.items.length} loadingText={intl.formatMessage({ id: 'products.loading' })} emptyText={intl.formatMessage({ id: 'products.none' })} />
      {forms.items.length > 0 ? (
        <TableScroller labelledBy="product-forms-heading">
          <table className="table">
            <thead>
              <tr>
                {(['code', 'name', 'version', 'state', 'items', 'languages', 'ages'] as const).map((column) => (
                  <th key={column} scope="col">
                    <FormattedMessage id={`products.col.${column}`} />
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {forms.items.map((form) => (
                <tr key={form.productId}>
                  <td>{form.code}</td>
                  <td>{form.name}</td>
                  <td>{form.version}</td>
                  <td>
                    <FormattedMessage id={STATE_MESSAGES[form.versionState]} />
                  </td>
                  <td>{form.itemCount}</td>
                  <td>{form.languages.join(', ')}</td>
                  <td>{form.minYears !== null && form.maxYears !== null ? <FormattedMessage id="products.ages" values={{ min: form.minYears, max: form.maxYears }} /> : <Dash />}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroller>
      ) : null}
    </>
  );
}

/** The newest version of every product's scoring, in numbers. */
export function ScoringsTable() {
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const scorings = useAppSelector(selectProductScorings);
  useEffect(() => {
    dispatch(catalogueRequested({ list: 'scorings' }));
  }, [dispatch]);
  return (
    <>
      <h2 id="product-scorings-heading" className="visually-hidden">
        <FormattedMessage id="products.tab.scorings" />
      </h2>
      <ListLoadStates {...scorings} rowCount={scorings.items.length} loadingText={intl.formatMessage({ id: 'products.loading' })} emptyText={intl.formatMessage({ id: 'products.none' })} />
      {scorings.items.length > 0 ? (
        <TableScroller labelledBy="product-scorings-heading">
          <table className="table">
            <thead>
              <tr>
                {(['code', 'version', 'state', 'scales', 'bands', 'flags', 'groups', 'norms', 'testCases'] as const).map((column) => (
                  <th key={column} scope="col">
                    <FormattedMessage id={`products.col.${column}`} />
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {scorings.items.map((scoring) => (
                <tr key={scoring.productId}>
                  <td>{scoring.code}</td>
                  <td>{scoring.version}</td>
                  <td>
                    <FormattedMessage id={STATE_MESSAGES[scoring.versionState]} />
                  </td>
                  <td>{scoring.scaleCount}</td>
                  <td>{scoring.bandCount}</td>
                  <td>{scoring.flagCount}</td>
                  <td>{scoring.comparisonGroupCount}</td>
                  <td>{scoring.normTableCount}</td>
                  <td>{scoring.testCaseCount}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroller>
      ) : null}
    </>
  );
}

/** The newest version of every product's reports. */
export function ReportsTable() {
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const reports = useAppSelector(selectProductReports);
  useEffect(() => {
    dispatch(catalogueRequested({ list: 'reports' }));
  }, [dispatch]);
  return (
    <>
      <h2 id="product-reports-heading" className="visually-hidden">
        <FormattedMessage id="products.tab.reports" />
      </h2>
      <ListLoadStates {...reports} rowCount={reports.items.length} loadingText={intl.formatMessage({ id: 'products.loading' })} emptyText={intl.formatMessage({ id: 'products.none' })} />
      {reports.items.length > 0 ? (
        <TableScroller labelledBy="product-reports-heading">
          <table className="table">
            <thead>
              <tr>
                {(['code', 'version', 'state', 'sections', 'feedback'] as const).map((column) => (
                  <th key={column} scope="col">
                    <FormattedMessage id={`products.col.${column}`} />
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {reports.items.map((report) => (
                <tr key={report.productId}>
                  <td>{report.code}</td>
                  <td>{report.version}</td>
                  <td>
                    <FormattedMessage id={STATE_MESSAGES[report.versionState]} />
                  </td>
                  <td>{report.reportSections.map((section) => intl.formatMessage({ id: SECTION_MESSAGES[section] })).join(', ')}</td>
                  <td>{report.feedbackReader ? <FormattedMessage id={`products.reader.${report.feedbackReader}`} /> : <Dash />}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroller>
      ) : null}
    </>
  );
}
