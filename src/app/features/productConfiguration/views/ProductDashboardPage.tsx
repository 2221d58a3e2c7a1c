import { useEffect } from 'react';
import { Link, Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { PRODUCT_STATES, type ProductState } from '../../../../domain/product/productLifecycle';
import { ListLoadStates } from '../../../components/ListLoadStates';
import { SelectField } from '../../../components/SelectField';
import { TableScroller } from '../../../components/TableScroller';
import { useScreenName } from '../../../core/layout/useScreenName';
import { useAppDispatch, useAppSelector } from '../../../hooks';
import { selectDashboard } from '../productConfigurationSelectors';
import { dashboardRequested } from '../productConfigurationSlice';
import { FormsTable, ReportsTable, ScoringsTable } from './CatalogueTables';
import { STATE_MESSAGES } from './productLabels';

const Dash = () => <FormattedMessage id="products.noValue" />;

/** The products of the catalogue with their state and versions, filtered by state. */
function ProductsTable() {
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const dashboard = useAppSelector(selectDashboard);
  useEffect(() => {
    dispatch(dashboardRequested({ filter: dashboard.filter }));
    // Loads once when the tab opens; the filter dispatches its own request.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch]);
  return (
    <>
      <h2 id="product-list-heading" className="visually-hidden">
        <FormattedMessage id="products.tab.products" />
      </h2>
      <SelectField
        label={intl.formatMessage({ id: 'products.filter' })}
        name="state"
        value={dashboard.filter}
        placeholder={intl.formatMessage({ id: 'products.anyState' })}
        options={PRODUCT_STATES.map((state) => ({ value: state, label: intl.formatMessage({ id: STATE_MESSAGES[state] }) }))}
        onChange={(value) => dispatch(dashboardRequested({ filter: value as ProductState | '' }))}
      />
      <ListLoadStates {...dashboard} rowCount={dashboard.items.length} loadingText={intl.formatMessage({ id: 'products.loading' })} emptyText={intl.formatMessage({ id: 'products.none' })} />
      {dashboard.items.length > 0 ? (
        <TableScroller labelledBy="product-list-heading">
          <table className="table">
            <thead>
              <tr>
                {(['code', 'name', 'state', 'published', 'draft', 'assessments'] as const).map((column) => (
                  <th key={column} scope="col">
                    <FormattedMessage id={`products.col.${column}`} />
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {dashboard.items.map((product) => (
                <tr key={product.id}>
                  <th scope="row">
                    <Link href={`/back-office/products/${encodeURIComponent(product.id)}`}>{product.code}</Link>
                  </th>
                  <td>{product.name}</td>
                  <td>
                    <FormattedMessage id={STATE_MESSAGES[product.state]} />
                  </td>
                  <td>{product.publishedVersion ?? <Dash />}</td>
                  <td>{product.draftVersion ?? <Dash />}</td>
                  <td>{product.assessmentCount}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroller>
      ) : null}
    </>
  );
}

/** The product dashboard: the products, and the catalogue's forms, scorings and reports, each in a tab. */
export function ProductDashboardPage() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'products.title' });
  useScreenName(title);
  return (
    <div className="page">
      <p>
        <Link href="/back-office">
          <FormattedMessage id="backOffice.title" />
        </Link>
      </p>
      <h1>{title}</h1>
      <p>
        <Link className="button button--primary" href="/back-office/products/import">
          <FormattedMessage id="products.import" />
        </Link>
      </p>
      <Tabs className="panel product-tabs">
        <TabList className="product-tabs__list" aria-label={intl.formatMessage({ id: 'products.tabs' })}>
          {(['products', 'forms', 'scorings', 'reports'] as const).map((tab) => (
            <Tab key={tab} id={tab} className="product-tabs__tab">
              <FormattedMessage id={`products.tab.${tab}`} />
            </Tab>
          ))}
        </TabList>
        <TabPanel id="products">
          <ProductsTable />
        </TabPanel>
        <TabPanel id="forms">
          <FormsTable />
        </TabPanel>
        <TabPanel id="scorings">
          <ScoringsTable />
        </TabPanel>
        <TabPanel id="reports">
          <ReportsTable />
        </TabPanel>
      </Tabs>
    </div>
  );
}
