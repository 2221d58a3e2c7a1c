/**
 * Shapes of answers shared by several operations: a page of a list. An operation's own answer
 * shapes live with it in its contract file.
 */
import * as yup from 'yup';

/** A page of a list ({@link import('./types').Page}): its items, the total over all pages, which page and its size. */
export const pageSchemaOf = <S extends yup.AnySchema>(item: S) =>
  yup.object({
    items: yup.array(item).required(),
    total: yup.number().integer().required(),
    page: yup.number().integer().required(),
    pageSize: yup.number().integer().required(),
  });
