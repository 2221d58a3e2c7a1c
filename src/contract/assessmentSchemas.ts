/**
 * The answered shape of an assessment ({@link import('../domain/assessment').Assessment}): its
 * record's fields by name. The responses (item id to value, as entered) and the score (the
 * product's scales, as the scoring engine wrote them) are passed through as they are stored.
 */
import * as yup from 'yup';

/** An assessment as answered by create, save, recover, clone and essay scoring. */
export const assessmentRecordSchema = yup.object({
  id: yup.number().integer().required(),
  accountId: yup.number().integer().required(),
  examineeRecordId: yup.number().integer().required(),
  productId: yup.string().required(),
  administrationDate: yup.string().required(),
  examinerId: yup.number().integer().required(),
  status: yup.string().required(),
  responses: yup.mixed().defined(),
  administration: yup.object({ grade: yup.number().integer(), season: yup.string(), comparisonGroupId: yup.string() }).defined(),
  score: yup.mixed().nullable().defined(),
  scoredAt: yup.string().nullable().defined(),
  version: yup.number().integer().required(),
  createdAt: yup.string().required(),
  updatedAt: yup.string().required(),
});
