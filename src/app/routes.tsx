/**
 * The route table. Feature pages are code-split: each loads as its own chunk on first visit.
 */
import { lazy, type ReactNode, Suspense } from 'react';
import { FormattedMessage } from 'react-intl';
import { PERMISSIONS, type PermissionName } from '../domain/permissions';
import { LoadingNotice } from './components/Notices';
import { RequireAuthority } from './core/authority/RequireAuthority';
import { NotFoundPage } from './core/layout/NotFoundPage';
import { idParam, matchPath } from './core/router/matchPath';
import { selectPathname } from './core/router/routerSelectors';
import { useAppSelector } from './hooks';

const ExamineeListPage = lazy(() =>
  import(/* webpackChunkName: "examinees" */ './features/examinees/views/ExamineeListPage').then((m) => ({ default: m.ExamineeListPage })),
);
const NewExamineePage = lazy(() =>
  import(/* webpackChunkName: "examinees" */ './features/examinees/views/NewExamineePage').then((m) => ({ default: m.NewExamineePage })),
);
const ExamineePage = lazy(() =>
  import(/* webpackChunkName: "examinees" */ './features/examinees/views/ExamineePage').then((m) => ({ default: m.ExamineePage })),
);
const AssessmentPage = lazy(() =>
  import(/* webpackChunkName: "assessments" */ './features/assessments/views/AssessmentPage').then((m) => ({ default: m.AssessmentPage })),
);
const VerificationPage = lazy(() =>
  import(/* webpackChunkName: "verification" */ './features/verification/views/VerificationPage').then((m) => ({ default: m.VerificationPage })),
);
const AssessmentListPage = lazy(() =>
  import(/* webpackChunkName: "assessmentList" */ './features/assessmentList/views/AssessmentListPage').then((m) => ({ default: m.AssessmentListPage })),
);
const LicensesPage = lazy(() =>
  import(/* webpackChunkName: "licensing" */ './features/licensing/views/LicensesPage').then((m) => ({ default: m.LicensesPage })),
);
const EmailTemplatesPage = lazy(() =>
  import(/* webpackChunkName: "emailTemplates" */ './features/emailTemplates/views/EmailTemplatesPage').then((m) => ({ default: m.EmailTemplatesPage })),
);
const DeletedAssessmentsPage = lazy(() =>
  import(/* webpackChunkName: "recovery" */ './features/recovery/views/DeletedAssessmentsPage').then((m) => ({ default: m.DeletedAssessmentsPage })),
);

/** One route: its pattern, the permissions any one of which opens it, and its page. */
interface AppRoute {
  pattern: string;
  anyOf: PermissionName[];
  /** The page for the route's parameters, or `null` when they are not valid (a 404). */
  render: (params: Record<string, string>) => ReactNode | null;
}

/** The routes, most specific first. `/` is redirected to `/examinees` by the router saga. */
export const ROUTES: readonly AppRoute[] = [
  /** The examinee list. */
  { pattern: '/examinees', anyOf: [PERMISSIONS.EXAMINEE_VIEW], render: () => <ExamineeListPage /> },
  /** The create form. */
  { pattern: '/examinees/new', anyOf: [PERMISSIONS.EXAMINEE_EDIT], render: () => <NewExamineePage /> },
  /** An examinee with their history and the "New assessment" form. */
  {
    pattern: '/examinees/:examineeRecordId',
    anyOf: [PERMISSIONS.EXAMINEE_VIEW],
    render: ({ examineeRecordId }) => {
      const id = idParam(examineeRecordId);
      return id === null ? null : <ExamineePage examineeRecordId={id} />;
    },
  },
  /** Deleted assessments and their recovery (account administrators). */
  { pattern: '/deleted-assessments', anyOf: [PERMISSIONS.ASSESSMENT_RECOVER], render: () => <DeletedAssessmentsPage /> },
  /** The account's licenses and the usage ledger (account administrators). */
  { pattern: '/licenses', anyOf: [PERMISSIONS.LICENSE_USAGE_VIEW], render: () => <LicensesPage /> },
  /** The account's e-mail templates (account administrators). */
  { pattern: '/email-templates', anyOf: [PERMISSIONS.ACCOUNT_SETTINGS_EDIT], render: () => <EmailTemplatesPage /> },
  /** The account's assessments: filters, selection, batch and group reports. */
  { pattern: '/assessments', anyOf: [PERMISSIONS.ASSESSMENT_VIEW], render: () => <AssessmentListPage /> },
  /** Item entry verification (a blind second entry) of an assessment. */
  {
    pattern: '/assessments/:assessmentId/verify',
    anyOf: [PERMISSIONS.ASSESSMENT_EDIT],
    render: ({ assessmentId }) => {
      const id = idParam(assessmentId);
      return id === null ? null : <VerificationPage assessmentId={id} />;
    },
  },
  /** Item entry, scores and reports of an assessment. */
  {
    pattern: '/assessments/:assessmentId',
    anyOf: [PERMISSIONS.ASSESSMENT_VIEW],
    render: ({ assessmentId }) => {
      const id = idParam(assessmentId);
      return id === null ? null : <AssessmentPage assessmentId={id} />;
    },
  },
];

/** Renders the page of the current route, guarded by its permissions. */
export function RouteView() {
  const pathname = useAppSelector(selectPathname);
  if (pathname === '/') return null;
  for (const route of ROUTES) {
    const params = matchPath(route.pattern, pathname);
    if (!params) continue;
    const page = route.render(params);
    if (page === null) break;
    return (
      <RequireAuthority anyOf={route.anyOf}>
        <Suspense
          fallback={
            <LoadingNotice>
              <FormattedMessage id="common.loading" />
            </LoadingNotice>
          }
        >{page}</Suspense>
      </RequireAuthority>
    );
  }
  return <NotFoundPage />;
}
