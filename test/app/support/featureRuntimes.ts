/**
 * Every feature's sagas, imported at once: for tests that drive features without their screens
 * (in the SPA each feature's sagas load with its first screen: src/app/core/feature/featureModule.ts).
 */
import type { FeatureRuntime } from '../../../src/app/core/feature/featureModule';
import { RUNTIME as accountExports } from '../../../src/app/features/accountExports/runtime';
import { RUNTIME as assessmentList } from '../../../src/app/features/assessmentList/runtime';
import { RUNTIME as assessmentTracker } from '../../../src/app/features/assessmentTracker/runtime';
import { RUNTIME as assessments } from '../../../src/app/features/assessments/runtime';
import { RUNTIME as backOffice } from '../../../src/app/features/backOffice/runtime';
import { RUNTIME as batchReports } from '../../../src/app/features/batchReports/runtime';
import { RUNTIME as dataManagement } from '../../../src/app/features/dataManagement/runtime';
import { RUNTIME as dataRetention } from '../../../src/app/features/dataRetention/runtime';
import { RUNTIME as emailTemplates } from '../../../src/app/features/emailTemplates/runtime';
import { RUNTIME as examineeExport } from '../../../src/app/features/examineeExport/runtime';
import { RUNTIME as examinees } from '../../../src/app/features/examinees/runtime';
import { RUNTIME as feedbackInbox } from '../../../src/app/features/feedbackInbox/runtime';
import { RUNTIME as groupAssignments } from '../../../src/app/features/groupAssignments/runtime';
import { RUNTIME as groupReports } from '../../../src/app/features/groupReports/runtime';
import { RUNTIME as groups } from '../../../src/app/features/groups/runtime';
import { RUNTIME as licensing } from '../../../src/app/features/licensing/runtime';
import { RUNTIME as liveSessions } from '../../../src/app/features/liveSessions/runtime';
import { RUNTIME as platformConfiguration } from '../../../src/app/features/platformConfiguration/runtime';
import { RUNTIME as productConfiguration } from '../../../src/app/features/productConfiguration/runtime';
import { RUNTIME as recovery } from '../../../src/app/features/recovery/runtime';
import { RUNTIME as remoteAdministration } from '../../../src/app/features/remoteAdministration/runtime';
import { RUNTIME as reports } from '../../../src/app/features/reports/runtime';
import { RUNTIME as rosterImports } from '../../../src/app/features/rosterImports/runtime';
import { RUNTIME as stimulusBooks } from '../../../src/app/features/stimulusBooks/runtime';
import { RUNTIME as verification } from '../../../src/app/features/verification/runtime';

/** Every feature's runtime, by feature name. */
export const ALL_FEATURES = { accountExports, assessmentList, assessmentTracker, assessments, backOffice, batchReports, dataManagement, dataRetention, emailTemplates, examineeExport, examinees, feedbackInbox, groupAssignments, groupReports, groups, licensing, liveSessions, platformConfiguration, productConfiguration, recovery, remoteAdministration, reports, rosterImports, stimulusBooks, verification } satisfies Record<string, FeatureRuntime>;

