/** An examinee record as an R4 Patient. */
import type { Examinee } from '../examinee';
import type { FhirPatient } from './fhirTypes';
import { type FhirSystems, patientFhirId } from './fhirSystems';

const GENDERS: Record<Examinee['sex'], FhirPatient['gender']> = { female: 'female', male: 'male', other: 'other', unspecified: 'unknown' };

/**
 * The Patient of an examinee: id `e{recordId}`, the account's examinee id as identifier, name,
 * birth date when known, and gender (`unspecified` as `unknown`). E-mail and custom fields are
 * not shared.
 */
export function patientOf(systems: FhirSystems, examinee: Pick<Examinee, 'id' | 'examineeId' | 'firstName' | 'middleName' | 'lastName' | 'birthDate' | 'sex'>): FhirPatient {
  const given = [examinee.firstName, examinee.middleName].filter((part) => part.trim() !== '');
  return {
    resourceType: 'Patient',
    id: patientFhirId(examinee.id),
    identifier: [{ system: systems.examineeId, value: examinee.examineeId }],
    name: [{ family: examinee.lastName, ...(given.length > 0 ? { given } : {}), text: [...given, examinee.lastName].join(' ') }],
    ...(examinee.birthDate ? { birthDate: examinee.birthDate } : {}),
    gender: GENDERS[examinee.sex],
  };
}
