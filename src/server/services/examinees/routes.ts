/** Handlers of the examinee operations of the assessment facade. */
import { examinees } from '../../../contract';
import { type BoundHandler, handle } from '../../http/operationHandler';
import { actorOf } from '../actor';
import { examineeProgressOf } from '../assessments/progress';
import { examineeHistory } from '../assessments/service';
import { examineeAndForms } from './forms';
import { createExaminee, getExaminee, isExamineeIdFree, listExaminees, updateExaminee } from './service';

/** The examinee service's handlers. */
export function examineeRoutes(): BoundHandler[] {
  return [
    // The page's statement writes the read's audit row too (one round trip fewer).
    handle(examinees.listExaminees, ({ query }, { repos, audit }) => listExaminees(repos, query, audit ?? null)),
    handle(examinees.examineeIdUnique, async ({ query }, { repos }) => ({ unique: await isExamineeIdFree(repos, query.examineeId, query.excludeRecordId) })),
    handle(examinees.createExaminee, ({ body }, { repos, now }) => createExaminee(repos, body, now)),
    handle(examinees.getExaminee, ({ params }, { repos }) => getExaminee(repos, params.examineeRecordId)),
    handle(examinees.updateExaminee, ({ params, body }, { repos, now }) => updateExaminee(repos, params.examineeRecordId, body, now)),
    // Filtered by age on the test date and language; license filtering comes with licenses.
    handle(examinees.loadExamineeAndForms, ({ params, query }, { repos, db, now }) => examineeAndForms(repos, db, params.examineeRecordId, query, now)),
    handle(examinees.examineeHistory, ({ params }, call) => examineeHistory(call.db, actorOf(call), params.examineeRecordId)),
    handle(examinees.examineeProgress, ({ params }, call) => examineeProgressOf(call.db, actorOf(call), params.examineeRecordId)),
  ];
}
