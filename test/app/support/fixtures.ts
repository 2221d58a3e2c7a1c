/** Plain-data fixtures shared by the app tests. */
import phq9Json from '../../../config/products/phq9.json';
import type { AssessmentDetails, ReportSummary } from '../../../src/contract/types';
import type { Assessment } from '../../../src/domain/assessment';
import type { Examinee } from '../../../src/domain/examinee';
import type { AccountUserIdentity, InternalUserIdentity } from '../../../src/domain/identity';
import { ROLE_PERMISSIONS } from '../../../src/domain/permissions';
import { parseProductDefinition } from '../../../src/domain/product/productSchema';
import type { ProductDefinition } from '../../../src/domain/product/productDefinition';

const parsed = parseProductDefinition(phq9Json);
if (!parsed.ok) throw new Error(parsed.error.message);
/** The shipped PHQ-9 definition. */
export const PHQ9: ProductDefinition = parsed.value;

/** An examiner of account 1. */
export const IDENTITY: AccountUserIdentity = {
  userId: 7,
  accountId: 1,
  userName: 'examiner',
  title: '',
  firstName: 'Erin',
  lastName: 'Examiner',
  middleName: '',
  suffix: '',
  email: 'erin@example.org',
  examiner: true,
  showStartingTips: false,
  showWarningPopup: true,
  defaultExaminerId: 0,
  phoneNo: '',
  permissions: ROLE_PERMISSIONS.examiner.map((permissionName) => ({ permissionName })),
  preferences: {
    dateFormat: { dateFormatName: 'ISO', dateFormatCode: 'yyyy-MM-dd' },
    numberFormat: { numberFormatName: 'US', numberFormatCode: 'en_us', decimalSeparator: '.', groupingSeparator: ',' },
    timeZone: { timeZoneName: 'UTC', timeZoneCode: 'UTC' },
    language: { languageName: 'English', languageCode: 'en' },
    itemEntryAutoAdvance: true,
    showStartingTips: false,
    showWarningPopup: true,
    defaultExaminerId: 0,
    isInternalUser: false,
  },
  internalUser: false,
  accountLabels: {
    examinee: 'Examinee',
    examiner: 'Examiner',
    customField1: 'School',
    customField2: 'Grade',
    customField3: 'Custom field 3',
    customField4: 'Custom field 4',
  },
  itemEntryVerificationCode: '',
};

/** The internal staff's demo users, as the identity call answers them. */
const STAFF_NAMES = { backOffice: { userName: 'backoffice', firstName: 'Bob', lastName: 'Backoffice' }, dataRetention: { userName: 'retention', firstName: 'Rita', lastName: 'Retention' } } as const;

/** An internal staff member of `role` with the role's permissions (the demo's Bob Backoffice or Rita Retention). */
export function staffIdentity(role: keyof typeof STAFF_NAMES): InternalUserIdentity {
  const { accountLabels: _labels, itemEntryVerificationCode: _code, ...base } = IDENTITY;
  return {
    ...base,
    ...STAFF_NAMES[role],
    internalUser: true,
    permissions: ROLE_PERMISSIONS[role].map((permissionName) => ({ permissionName })),
    preferences: { ...IDENTITY.preferences, isInternalUser: true },
  };
}

/** An examinee record. */
export const EXAMINEE: Examinee = {
  id: 12,
  accountId: 1,
  examineeId: 'S-100',
  firstName: 'Maya',
  middleName: '',
  lastName: 'Okafor',
  birthDate: '2009-04-17',
  sex: 'female',
  email: '',
  customField1: '',
  customField2: '',
  customField3: '',
  customField4: '',
  createdAt: '2024-04-30T10:00:00.000Z',
  updatedAt: '2024-04-30T10:00:00.000Z',
};

/** A new PHQ-9 assessment of {@link EXAMINEE}. */
export const ASSESSMENT: Assessment = {
  id: 34,
  accountId: 1,
  examineeRecordId: EXAMINEE.id,
  productId: 'phq9',
  administrationDate: '2024-05-01',
  examinerId: IDENTITY.userId,
  status: 'draft',
  responses: {},
  administration: {},
  score: null,
  scoredAt: null,
  version: 1,
  createdAt: '2024-05-01T09:00:00.000Z',
  updatedAt: '2024-05-01T09:00:00.000Z',
};

/** What assessment.loadDetails answers for {@link ASSESSMENT}. */
export const DETAILS: AssessmentDetails = { assessment: ASSESSMENT, examinee: EXAMINEE, product: PHQ9, examinerName: 'Erin Examiner' };

/** A stored report of {@link ASSESSMENT}. */
export const REPORT: ReportSummary = {
  id: 5,
  assessmentId: ASSESSMENT.id,
  reportType: 'score',
  version: 1,
  assessmentVersion: 3,
  options: { comparisonGroupId: null, includeItemResponses: true, locale: 'en_us' },
  charge: 'usage',
  fileName: 'PHQ-9 Okafor Maya v1.pdf',
  byteSize: 20480,
  createdAt: '2024-05-01T10:00:00.000Z',
  createdByName: 'Erin Examiner',
};

/** PHQ-9 responses giving `values[i]` to item i+1. */
export const phq9Responses = (values: number[]): Record<string, number> =>
  Object.fromEntries(values.map((value, index) => [`phq9_${index + 1}`, value]));

/** A JWT-shaped token (unsigned) expiring at `exp` seconds, issued at `iat` seconds when given. */
export function jwt(exp: number, subject = '7', iat?: number): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: subject, exp, ...(iat !== undefined ? { iat } : {}) })}.signature`;
}
