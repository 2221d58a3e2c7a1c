/**
 * The business-unit service (businessUnit.*): units with their products, a form's delivery modes
 * and marketing text, the forms by delivery mode, unit, audience or age, and a product's
 * marketing text, each in the caller's language. Products and units are platform data.
 */
import type { BusinessUnitView, FormDelivery, FormDeliveryQuery, FormMarketing } from '../../../contract/services/businessUnits';
import type { Locale } from '../../../domain/locale';
import { textIn } from '../../../domain/product/localizedText';
import { matchesDeliverySearch } from '../../../domain/product/productCatalogue';
import type { ProductDefinition } from '../../../domain/product/productDefinition';
import { valueLabel } from '../../../domain/valueLists';
import type { Db } from '../../db/client';
import { businessUnitStore } from '../../db/platform/businessUnits';
import { notFound } from '../../http/problems';
import { findProduct, listProducts } from '../products/service';

/** A product's marketing text in `locale`, or `null` while it has none. */
const marketingOf = (product: ProductDefinition, locale: Locale): FormMarketing | null =>
  product.marketing
    ? { measures: textIn(product.marketing.measures, locale), ageRange: product.ageRange, minutes: product.marketing.minutes, qualificationLevel: product.marketing.qualificationLevel }
    : null;

/** A product as the picker shows it. */
const deliveryOf = (product: ProductDefinition, locale: Locale): FormDelivery => ({
  productId: product.id,
  code: product.code,
  name: product.name,
  businessUnit: product.businessUnit ?? null,
  audience: product.audience,
  deliveryModes: [...(product.deliveryModes ?? ['manualEntry'])],
  marketing: marketingOf(product, locale),
});

/**
 * businessUnit.getUnit.
 * @throws HttpProblem notFound for a unit that does not exist.
 */
export async function unitWithProducts(db: Db, unitId: string, locale: Locale): Promise<BusinessUnitView> {
  const unit = await businessUnitStore(db).find(unitId);
  if (!unit) throw notFound('The business unit');
  const products = (await listProducts(db)).filter((product) => product.businessUnit === unit.id);
  return {
    id: unit.id,
    name: valueLabel(unit.names, locale),
    description: valueLabel(unit.descriptions, locale),
    products: products.map(({ id, code, name }) => ({ id, code, name })),
  };
}

/**
 * businessUnit.getForm.
 * @throws HttpProblem notFound for a product that does not exist.
 */
export async function formDelivery(db: Db, productId: string, locale: Locale): Promise<FormDelivery> {
  const product = await findProduct(db, productId);
  if (!product) throw notFound('The form');
  return deliveryOf(product, locale);
}

/** businessUnit.formDeliverySearch: every product matching the filters, by code. */
export async function searchFormDelivery(db: Db, query: FormDeliveryQuery, locale: Locale): Promise<FormDelivery[]> {
  return (await listProducts(db)).filter((product) => matchesDeliverySearch(product, query)).map((product) => deliveryOf(product, locale));
}

/**
 * businessUnit.marketingInfo.
 * @throws HttpProblem notFound for a product that does not exist or has no marketing text.
 */
export async function productMarketing(db: Db, productId: string, locale: Locale): Promise<FormMarketing> {
  const product = await findProduct(db, productId);
  const marketing = product ? marketingOf(product, locale) : null;
  if (!marketing) throw notFound('The marketing information');
  return marketing;
}
