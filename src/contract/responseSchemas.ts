/**
 * Shapes of answers shared by several operations: a page of a list, the pick-list options, the
 * dormancy status, a token pair, a product's age range, a map keyed by data. An operation's own answer shapes live with it in its contract file.
 */
import * as yup from 'yup';
import type { DalsStatus } from '../domain/dals';
import type { Agreed, SchemaWrites } from './schemaAgreement';
import type { Page } from './types';

/** A page of a list ({@link import('./types').Page}): its items, the total over all pages, which page and its size. */
export const pageSchemaOf = <T, C extends yup.AnyObject = yup.AnyObject>(item: yup.ISchema<T, C>) =>
  yup.object({
    items: yup.array(item).required(),
    total: yup.number().integer().required(),
    page: yup.number().integer().required(),
    pageSize: yup.number().integer().required(),
  });

/** A user of the account who may be named examiner ({@link ExaminerOption}). */
export const examinerOptionSchema = yup.object({ userId: yup.number().integer().required(), name: yup.string().defined() });

/** A user of the account who may be named examiner ({@link examinerOptionSchema}). */
export type ExaminerOption = yup.InferType<typeof examinerOptionSchema>;

/** The examiners of the pick-lists. */
export const examinerOptionsSchema = yup.array(examinerOptionSchema).required();

/** A page schema writes every {@link Page} whole (checked when compiling, on a page of examiners). */
type _PageAgrees = Agreed<SchemaWrites<ReturnType<typeof pageSchemaOf<ExaminerOption>>, Page<ExaminerOption>>>;

/** A dormancy status, typed by the domain's {@link DalsStatus}; the self-deletion date only when one was asked for. */
export const dalsStatusSchema: yup.ObjectSchema<DalsStatus> = yup.object({
  dllAccount: yup.boolean().required(),
  deletionDate: yup.string().nullable().defined(),
  selfDeletionDate: yup.string().optional(),
});

/** An access token and the refresh token that renews it ({@link TokenPair}; spec §3). */
export const tokenPairSchema = yup.object({ token: yup.string().required(), refreshToken: yup.string().required() });

/** A token pair (spec §3; {@link tokenPairSchema}). */
export type TokenPair = yup.InferType<typeof tokenPairSchema>;

/** A product's age range in completed years ({@link import('../domain/product/productDefinition').ProductDefinition}'s `ageRange`); `null` when any age. */
export const ageRangeSchema = yup.object({ minYears: yup.number().required(), maxYears: yup.number().required() }).nullable().defined();

/**
 * A map whose keys are data (item ids), every value of the shape `value` (`Record<string, V>`):
 * written as `additionalProperties`, so a value of another shape is never written as it is.
 */
export const recordSchemaOf = <S extends yup.AnySchema>(value: S) => yup.object().meta({ values: value });
