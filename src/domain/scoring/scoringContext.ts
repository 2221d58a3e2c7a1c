/**
 * The scoring context of an assessment, built the same way by the SPA (on-the-fly scoring) and
 * the server (score of record), so both score with the same facts.
 */
import type { AdministrationDetails } from '../assessment';
import type { IsoDate } from '../dates';
import type { Examinee } from '../examinee';
import type { ScoringContext } from './scoreTypes';

/**
 * The context of an administration: the examinee's birth date and sex, the administration's
 * grade, season and comparison group, and its date as the test date.
 * @param administration as stored (`{}` when nothing was set).
 */
export const scoringContextFor = (
  examinee: Pick<Examinee, 'birthDate' | 'sex'>,
  administration: AdministrationDetails,
  administrationDate: IsoDate,
): ScoringContext => ({
  demographics: { birthDate: examinee.birthDate || null, sex: examinee.sex },
  administration,
  testDate: administrationDate,
});
