import { Button, Link } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAccountTerms } from '../i18n/useAccountTerms';
import { LanguagePicker } from '../preferences/LanguagePicker';
import { useAppDispatch, useAppSelector } from '../../hooks';
import { selectHelpLink, selectLegacyLinks } from '../config/configSelectors';
import { logoutRequested } from '../session/sessionSlice';
import { PERMISSIONS } from '../../../domain/permissions';
import { useAuthority } from '../authority/useAuthority';
import { selectPathname } from '../router/routerSelectors';
import { UserMenu } from './UserMenu';

/** The app header: product name, main navigation, the signed-in user and "Sign out". */
export function Header() {
  const dispatch = useAppDispatch();
  const terms = useAccountTerms();
  const intl = useIntl();
  const legacy = useAppSelector(selectLegacyLinks);
  const pathname = useAppSelector(selectPathname);
  const helpLink = useAppSelector(selectHelpLink);
  const canSeeExaminees = useAuthority(PERMISSIONS.EXAMINEE_VIEW);
  const canRecover = useAuthority(PERMISSIONS.ASSESSMENT_RECOVER);
  const canSeeLicenses = useAuthority(PERMISSIONS.LICENSE_USAGE_VIEW);
  const canSeeAssessments = useAuthority(PERMISSIONS.ASSESSMENT_VIEW);
  const canEditTemplates = useAuthority(PERMISSIONS.ACCOUNT_SETTINGS_EDIT);
  const inAssessmentList = pathname === '/assessments';
  const inExaminees = pathname.startsWith('/examinees') || (pathname.startsWith('/assessments/') && !inAssessmentList);
  return (
    <header className="app-header">
      <div className="app-header__inner">
        <Link href="/examinees" className="brand">
          Q-global
        </Link>
        <nav aria-label={intl.formatMessage({ id: 'header.mainNavigation' })} className="app-nav">
          <ul>
            {canSeeExaminees ? (
              <li>
                <Link href="/examinees" className="app-nav__link" aria-current={inExaminees ? 'page' : undefined}>
                  {terms.examinees}
                </Link>
              </li>
            ) : null}
            {canSeeAssessments ? (
              <li>
                <Link href="/assessments" className="app-nav__link" aria-current={inAssessmentList ? 'page' : undefined}>
                  <FormattedMessage id="assessmentList.nav" />
                </Link>
              </li>
            ) : null}
            {canRecover ? (
              <li>
                <Link href="/deleted-assessments" className="app-nav__link" aria-current={pathname === '/deleted-assessments' ? 'page' : undefined}>
                  <FormattedMessage id="header.deletedAssessments" />
                </Link>
              </li>
            ) : null}
            {canSeeLicenses ? (
              <li>
                <Link href="/licenses" className="app-nav__link" aria-current={pathname === '/licenses' ? 'page' : undefined}>
                  <FormattedMessage id="licensing.nav" />
                </Link>
              </li>
            ) : null}
            {canEditTemplates ? (
              <li>
                <Link href="/email-templates" className="app-nav__link" aria-current={pathname === '/email-templates' ? 'page' : undefined}>
                  <FormattedMessage id="emailTemplates.nav" />
                </Link>
              </li>
            ) : null}
            <li>
              {/* Legacy pages load in full: plain links, never client-side routes. */}
              <a className="app-nav__link" href={legacy.home}>
                <FormattedMessage id="header.home" />
              </a>
            </li>
            <li>
              <a className="app-nav__link" href={helpLink}>
                <FormattedMessage id="header.help" />
              </a>
            </li>
          </ul>
        </nav>
        <div className="app-header__user">
          <UserMenu />
          <LanguagePicker />
          <Button className="button button--quiet button--on-dark" onPress={() => dispatch(logoutRequested())}>
            <FormattedMessage id="header.signOut" />
          </Button>
        </div>
      </div>
    </header>
  );
}
