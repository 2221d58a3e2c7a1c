/** The words of the data-retention staff's reason dialog (components/ReasonDialog.tsx): a change of a case or of the settings. */
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { ReasonDialogWords } from '../../../components/ReasonDialog';

/** The words a retention case change's reason dialog shows, in the UI language. */
export function useRetentionReasonWords(): ReasonDialogWords {
  const intl = useIntl();
  return useMemo(
    () => ({
      reasonLabel: intl.formatMessage({ id: 'dataRetention.reason.label' }),
      reasonHelp: intl.formatMessage({ id: 'dataRetention.reason.help' }),
      confirmText: intl.formatMessage({ id: 'dataRetention.confirm' }),
    }),
    [intl],
  );
}
