/**
 * The business-unit service (issue #17, businessUnit.*): the operator's business units with their
 * products, a form's delivery modes and marketing text, forms by delivery mode, unit, audience
 * or age, and a product's marketing text in the caller's language (domain businessUnits.ts and
 * product/productCatalogue.ts). The new-assessment picker reads them, so they need what it needs.
 */
import * as yup from 'yup';
import { DELIVERY_MODES, type DeliveryMode, type QualificationLevel } from '../../domain/product/productCatalogue';
import { PERMISSIONS } from '../../domain/permissions';
import { defineOperation } from '../operation';
import { ageRangeSchema } from '../responseSchemas';

/** The new-assessment screen's permission (assessment.loadExamineeAndForms). */
const PICKER = [PERMISSIONS.ASSESSMENT_VIEW] as const;

const productIdParam = yup.string().matches(/^[a-z0-9_]{1,60}$/, 'Choose a product that exists.').required();
const unitIdParam = yup.string().matches(/^[a-z][A-Za-z0-9]{0,39}$/, 'Choose a business unit that exists.').required();

/** yup schema of {@link FormMarketing}. */
const formMarketingSchema = yup.object({
  /** What the form measures, in the caller's language. */
  measures: yup.string().required(),
  /** Ages (completed years) it is meant for; `null` when any age. */
  ageRange: ageRangeSchema,
  /** Minutes to administer as its source states them; `null` when not stated. */
  minutes: yup.object({ min: yup.number().integer().required(), max: yup.number().integer().required() }).nullable().defined(),
  qualificationLevel: yup.string<QualificationLevel>().required(),
});

/** A form's marketing text in the caller's language ({@link formMarketingSchema}). */
export type FormMarketing = yup.InferType<typeof formMarketingSchema>;

/** yup schema of {@link FormDelivery}. */
const formDeliverySchema = yup.object({
  productId: yup.string().required(),
  code: yup.string().required(),
  name: yup.string().required(),
  /** The owning unit's id; `null` when the product names none. */
  businessUnit: yup.string().nullable().defined(),
  audience: yup.string<'clinical' | 'education'>().required(),
  deliveryModes: yup.array(yup.string<DeliveryMode>().required()).required(),
  /** `null` while the product has no marketing text. */
  marketing: formMarketingSchema.nullable().default(null),
});

/** A form's delivery modes and marketing text ({@link formDeliverySchema}). */
export type FormDelivery = yup.InferType<typeof formDeliverySchema>;

/** yup schema of {@link BusinessUnitView}. */
const businessUnitViewSchema = yup.object({
  id: yup.string().required(),
  /** Name and description in the caller's language. */
  name: yup.string().required(),
  description: yup.string().required(),
  /** The unit's products, by code. */
  products: yup.array(yup.object({ id: yup.string().required(), code: yup.string().required(), name: yup.string().required() }).required()).required(),
});

/** A business unit with its products ({@link businessUnitViewSchema}). */
export type BusinessUnitView = yup.InferType<typeof businessUnitViewSchema>;

/** businessUnit.getUnit: a unit, in the caller's language, with its products. */
export const getUnit = defineOperation<{ unitId: string }, Record<string, never>, undefined, BusinessUnitView>({
  id: 'businessUnit.getUnit',
  service: 'businessUnit',
  method: 'GET',
  path: '/units/{unitId}',
  summary: 'A business unit (name and description in the caller’s language) with the products it owns.',
  access: PICKER,
  params: yup.object({ unitId: unitIdParam }),
  response: 'json',
  responseSchema: businessUnitViewSchema,
  audit: 'none',
});

/** businessUnit.getForm: a form's delivery modes and marketing text. */
export const getForm = defineOperation<{ productId: string }, Record<string, never>, undefined, FormDelivery>({
  id: 'businessUnit.getForm',
  service: 'businessUnit',
  method: 'GET',
  path: '/forms/{productId}',
  summary: 'A form’s business unit, audience, delivery modes and marketing text in the caller’s language.',
  access: PICKER,
  params: yup.object({ productId: productIdParam }),
  response: 'json',
  responseSchema: formDeliverySchema,
  audit: 'none',
});

/** yup schema of {@link FormDeliveryQuery}. */
const formDeliveryQuerySchema = yup.object({
  deliveryMode: yup.string<DeliveryMode>().oneOf([...DELIVERY_MODES], 'Choose a delivery mode of the list.').optional(),
  businessUnit: yup.string().matches(/^[a-z][A-Za-z0-9]{0,39}$/, 'Choose a business unit that exists.').optional(),
  audience: yup.string<'clinical' | 'education'>().oneOf(['clinical', 'education'], 'Choose clinical or education.').optional(),
  /** Completed years of the examinee. */
  ageYears: yup.number().typeError('Enter an age in whole years.').integer('Enter an age in whole years.').min(0, 'Enter an age from 0 to 120.').max(120, 'Enter an age from 0 to 120.').optional(),
});

/** The filters of formDeliverySearch, each optional ({@link formDeliveryQuerySchema}). */
export type FormDeliveryQuery = yup.InferType<typeof formDeliveryQuerySchema>;

/** businessUnit.formDeliverySearch: the forms matching every filter given, by code. */
export const formDeliverySearch = defineOperation<Record<string, never>, FormDeliveryQuery, undefined, FormDelivery[]>({
  id: 'businessUnit.formDeliverySearch',
  service: 'businessUnit',
  method: 'GET',
  path: '/forms',
  summary: 'The forms that can be delivered in a mode, of a unit, for an audience or an age (each filter optional), with their marketing text.',
  access: PICKER,
  query: formDeliveryQuerySchema,
  response: 'json',
  responseSchema: yup.array(formDeliverySchema.required()).required(),
  audit: 'none',
});

/** businessUnit.marketingInfo: a product's marketing text in the caller's language. */
export const marketingInfo = defineOperation<{ productId: string }, Record<string, never>, undefined, FormMarketing>({
  id: 'businessUnit.marketingInfo',
  service: 'businessUnit',
  method: 'GET',
  path: '/forms/{productId}/marketing',
  summary: 'What a product measures (in the caller’s language), its ages, minutes to administer and qualification level; 404 while it has none.',
  access: PICKER,
  params: yup.object({ productId: productIdParam }),
  response: 'json',
  responseSchema: formMarketingSchema,
  audit: 'none',
});
