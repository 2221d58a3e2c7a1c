import { Button } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import type { RemoteLinkSummary } from '../../../../contract/services/remoteLinks';
import { LOCALE_NAMES } from '../../../../domain/locale';
import { linkAcceptsAnswers } from '../../../../domain/remoteLink';
import { ColumnHeaders } from '../../../components/ColumnHeaders';
import { useAccountTerms } from '../../../core/i18n/useAccountTerms';
import { useFormatters } from '../../../core/i18n/useFormatters';
import { useAppDispatch } from '../../../hooks';
import { resendDialogOpened, revokeDialogOpened } from '../remoteAdministrationSlice';
import { LINK_STATE_MESSAGES, linkStateTime, RESPONDENT_MESSAGES } from './linkLabels';
import { TableScroller } from '../../../components/TableScroller';

/** Props of {@link LinksTable}. */
export interface LinksTableProps {
  links: RemoteLinkSummary[];
  /** Whether the user may revoke and resend. */
  canEdit: boolean;
}

/** The links of an assessment, newest first: state and when, who answers, language, expiry, where it was e-mailed; Revoke and Resend. */
export function LinksTable({ links, canEdit }: LinksTableProps) {
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const terms = useAccountTerms();
  const format = useFormatters();
  return (
    <TableScroller labelledBy="remote-links-heading">
      <table className="table table--compact">
        <ColumnHeaders
          columns={[
            'remote.col.created',
            'remote.col.state',
            'remote.col.respondent',
            'remote.col.language',
            'remote.col.expires',
            'remote.col.emailedTo',
            canEdit && { id: 'remote.col.actions', hidden: true },
          ]}
        />
        <tbody>
          {links.map((link) => {
            const open = linkAcceptsAnswers(link.state);
            return (
              <tr key={link.id}>
                <th scope="row" id={`remote-link-${link.id}`}>
                  <FormattedMessage id="remote.createdBy" values={{ time: format.dateTime(link.createdAt), name: link.createdByName }} />
                </th>
                <td>
                  <span className={`status status--link-${link.state}`}>{intl.formatMessage({ id: LINK_STATE_MESSAGES[link.state] })}</span>{' '}
                  <span className="muted">{format.dateTime(linkStateTime(link))}</span>
                </td>
                <td>
                  {intl.formatMessage({ id: RESPONDENT_MESSAGES[link.respondent] }, terms)}
                  {link.kind === 'inPerson' ? (
                    <span className="muted">
                      {' · '}
                      <FormattedMessage id="remote.inPerson" />
                    </span>
                  ) : null}
                </td>
                <td>{LOCALE_NAMES[link.locale]}</td>
                <td>{format.dateTime(link.expiresAt)}</td>
                <td>{link.emailedTo ?? '—'}</td>
                {canEdit ? (
                  <td className="table__actions">
                    {open ? (
                      <>
                        <Button className="button button--small" aria-describedby={`remote-link-${link.id}`} onPress={() => dispatch(resendDialogOpened({ linkId: link.id }))}>
                          <FormattedMessage id="remote.resend" />
                        </Button>
                        <Button className="button button--small button--quiet" aria-describedby={`remote-link-${link.id}`} onPress={() => dispatch(revokeDialogOpened({ linkId: link.id }))}>
                          <FormattedMessage id="remote.revoke" />
                        </Button>
                      </>
                    ) : null}
                  </td>
                ) : null}
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableScroller>
  );
}
