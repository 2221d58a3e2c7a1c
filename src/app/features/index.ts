/**
 * The features of the SPA, in the order of the route table (most specific screens first where
 * patterns overlap). The root reducer, the root saga, the route table and the header's navigation
 * are derived from this list: a new feature is its folder and one line here.
 */
import { accountExportsFeature } from './accountExports/module';
import { assessmentListFeature } from './assessmentList/module';
import { assessmentsFeature } from './assessments/module';
import { assessmentTrackerFeature } from './assessmentTracker/module';
import { backOfficeFeature } from './backOffice/module';
import { batchReportsFeature } from './batchReports/module';
import { dataRetentionFeature } from './dataRetention/module';
import { dataManagementFeature } from './dataManagement/module';
import { emailTemplatesFeature } from './emailTemplates/module';
import { examineesFeature } from './examinees/module';
import { examineeExportFeature } from './examineeExport/module';
import { feedbackInboxFeature } from './feedbackInbox/module';
import { groupReportsFeature } from './groupReports/module';
import { groupsFeature } from './groups/module';
import { groupAssignmentsFeature } from './groupAssignments/module';
import { licensingFeature } from './licensing/module';
import { liveSessionsFeature } from './liveSessions/module';
import { productConfigurationFeature } from './productConfiguration/module';
import { platformConfigurationFeature } from './platformConfiguration/module';
import { recoveryFeature } from './recovery/module';
import { remoteAdministrationFeature } from './remoteAdministration/module';
import { reportsFeature } from './reports/module';
import { rosterImportsFeature } from './rosterImports/module';
import { stimulusBooksFeature } from './stimulusBooks/module';
import { verificationFeature } from './verification/module';

/** Every feature module. */
export const FEATURES = [
  // Before examinees: /examinees/import is not an examinee's page.
  rosterImportsFeature,
  examineesFeature,
  recoveryFeature,
  licensingFeature,
  emailTemplatesFeature,
  assessmentListFeature,
  verificationFeature,
  assessmentsFeature,
  reportsFeature,
  batchReportsFeature,
  groupReportsFeature,
  remoteAdministrationFeature,
  backOfficeFeature,
  productConfigurationFeature,
  stimulusBooksFeature,
  assessmentTrackerFeature,
  feedbackInboxFeature,
  platformConfigurationFeature,
  dataRetentionFeature,
  accountExportsFeature,
  dataManagementFeature,
  groupsFeature,
  examineeExportFeature,
  groupAssignmentsFeature,
  liveSessionsFeature,
] as const;
