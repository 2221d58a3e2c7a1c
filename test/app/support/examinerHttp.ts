/** The HTTP of a signed-in examiner whose examinee list holds one examinee: what the examinees screen asks for at start. */
import appConfig from '../../../config/config.json';
import { fakeHttp } from './fakeIo';
import { EXAMINEE, IDENTITY } from './fixtures';

/** A fake HTTP answering the identity, role, DALS status, examinee list ({@link EXAMINEE}) and examiners. */
export const examinerHttp = () =>
  fakeHttp(
    {
      'account.getSelfPreferences': () => IDENTITY,
      'account.getSelfRole': () => ({ role: 'examiner', internalUser: false }),
      'accountManagement.getDalsStatus': () => ({ dllAccount: false, deletionDate: null }),
      'assessment.listExaminees': () => ({ items: [EXAMINEE], total: 1, page: 1, pageSize: 20 }),
      'assessment.examiners': () => [],
    },
    appConfig,
  );
