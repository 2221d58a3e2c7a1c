/** Handlers of the examinee operations of the assessment facade. */
import { examinees } from '../../../contract';
import type { AppContext } from '../../context';
import { type BoundHandler, handle } from '../../http/operationHandler';
import { actorOf } from '../actor';
import { examineeHistory } from '../assessments/service';
import { examineeAndForms } from './forms';
import { createExaminee, isExamineeIdFree, listExaminees, readExaminee, updateExaminee } from './service';

/** The examinee service's handlers. */
export function examineeRoutes(context: AppContext): BoundHandler[] {
  const { db } = context;
  return [
    handle(examinees.listExaminees, ({ query }, call) => listExaminees(db, actorOf(call), query, call.now)),
    handle(examinees.examineeIdUnique, async ({ query }, call) => ({
      unique: await isExamineeIdFree(db, actorOf(call), query.examineeId, query.excludeRecordId, call.now),
    })),
    handle(examinees.createExaminee, ({ body }, call) => createExaminee(db, actorOf(call), body, call.now)),
    handle(examinees.getExaminee, ({ params }, call) =>
      readExaminee(db, actorOf(call), params.examineeRecordId, examinees.getExaminee.id, call.now),
    ),
    handle(examinees.updateExaminee, ({ params, body }, call) => updateExaminee(db, actorOf(call), params.examineeRecordId, body, call.now)),
    // Filtered by age on the test date and language; license filtering comes with licenses.
    handle(examinees.loadExamineeAndForms, ({ params, query }, call) => examineeAndForms(db, actorOf(call), params.examineeRecordId, query, call.now)),
    handle(examinees.examineeHistory, ({ params }, call) => examineeHistory(db, actorOf(call), params.examineeRecordId, call.now)),
  ];
}
