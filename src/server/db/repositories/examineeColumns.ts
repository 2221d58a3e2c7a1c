/**
 * The columns that identify an examinee record, in one place: the FHIR Patient, the group report's
 * examinee list and the exports (which add the contact and custom fields) all read this set, so a
 * column added to an examinee's identity reaches each of them.
 */
import type { Examinee } from '../../../domain/examinee';
import { examinees } from '../schema';

/**
 * An examinee as its identity columns read it: the record id, the account's examinee id, the
 * names, and the birth date (`null` when an import had none) and sex that select norms.
 */
export type ExamineeIdentity = Pick<Examinee, 'id' | 'examineeId' | 'firstName' | 'middleName' | 'lastName' | 'birthDate' | 'sex'>;

/** The columns of {@link ExamineeIdentity}, for a Drizzle select (alone, or spread into a larger set). */
export const examineeIdentityColumns = {
  id: examinees.id,
  examineeId: examinees.examineeId,
  firstName: examinees.firstName,
  middleName: examinees.middleName,
  lastName: examinees.lastName,
  birthDate: examinees.birthDate,
  sex: examinees.sex,
};
