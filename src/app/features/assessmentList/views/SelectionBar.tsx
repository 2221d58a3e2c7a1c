import { Button } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { MAX_SELECTION } from '../../../../contract/services/assessmentSelection';
import { PERMISSIONS } from '../../../../domain/permissions';
import { useAuthority } from '../../../core/authority/useAuthority';
import { useFormatters } from '../../../core/i18n/useFormatters';
import { useAppDispatch, useAppSelector } from '../../../hooks';
import {
  selectAllMatching,
  selectAssessmentList,
  selectGroupProductId,
  selectPageSelectionState,
  selectSelectedCount,
  selectSelectionTooLarge,
} from '../assessmentListSelectors';
import { actionChosen, allMatchingSelected, selectionCleared } from '../assessmentListSlice';

/** The selection's count, "Select all N matching", "Clear", and the report actions on the selection. */
export function SelectionBar() {
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const format = useFormatters();
  const list = useAppSelector(selectAssessmentList);
  const count = useAppSelector(selectSelectedCount);
  const allMatching = useAppSelector(selectAllMatching);
  const pageState = useAppSelector(selectPageSelectionState);
  const groupProductId = useAppSelector(selectGroupProductId);
  const tooLarge = useAppSelector(selectSelectionTooLarge);
  const canGenerate = useAuthority(PERMISSIONS.REPORT_GENERATE);
  // Offered once the whole page is picked, as mail clients do; even when the page holds every
  // match, "all matching" differs from the rows: the server resolves the filter when asked.
  const offerAllMatching = !allMatching && pageState === 'all' && list.total > 0;
  const none = count === 0;
  return (
    <div className="selection-bar" role="region" aria-label={intl.formatMessage({ id: 'assessmentList.selection' })}>
      <p className="selection-bar__count" role="status">
        {allMatching ? (
          <FormattedMessage id="assessmentList.allMatchingSelected" values={{ count, countText: format.number(count) }} />
        ) : (
          <FormattedMessage id="assessmentList.selectedCount" values={{ count, countText: format.number(count) }} />
        )}
      </p>
      {offerAllMatching ? (
        <Button className="button button--small" onPress={() => dispatch(allMatchingSelected())}>
          <FormattedMessage id="assessmentList.selectAllMatching" values={{ count: list.total, countText: format.number(list.total) }} />
        </Button>
      ) : null}
      {!none ? (
        <Button className="button button--small button--quiet" onPress={() => dispatch(selectionCleared())}>
          <FormattedMessage id="assessmentList.clearSelection" />
        </Button>
      ) : null}
      {canGenerate ? (
        <div className="selection-bar__actions">
          <Button
            className="button button--primary"
            isDisabled={none || tooLarge}
            aria-expanded={list.action === 'batch'}
            onPress={() => dispatch(actionChosen(list.action === 'batch' ? 'none' : 'batch'))}
          >
            <FormattedMessage id="batch.generate" />
          </Button>
          <Button
            className="button"
            isDisabled={none || tooLarge || groupProductId === null}
            aria-expanded={list.action === 'group'}
            aria-describedby={!none && groupProductId === null ? 'group-report-why' : undefined}
            onPress={() => dispatch(actionChosen(list.action === 'group' ? 'none' : 'group'))}
          >
            <FormattedMessage id="groupReport.open" />
          </Button>
        </div>
      ) : null}
      {tooLarge ? (
        <p className="selection-bar__note">
          <FormattedMessage id="assessmentList.tooMany" values={{ max: format.number(MAX_SELECTION) }} />
        </p>
      ) : null}
      {!none && !tooLarge && groupProductId === null ? (
        <p id="group-report-why" className="selection-bar__note">
          <FormattedMessage id="groupReport.oneFormOnly" />
        </p>
      ) : null}
    </div>
  );
}
