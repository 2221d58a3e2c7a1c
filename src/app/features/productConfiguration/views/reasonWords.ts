/** The product decisions' words in the shared reason dialog (components/ReasonDialog.tsx). */
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { ReasonDialogWords } from '../../../components/ReasonDialog';

/** The words a product decision's reason dialog shows, in the UI language. */
export function useProductReasonWords(): ReasonDialogWords {
  const intl = useIntl();
  return useMemo(
    () => ({
      reasonLabel: intl.formatMessage({ id: 'products.reason' }),
      reasonHelp: intl.formatMessage({ id: 'products.reasonHelp' }),
      confirmText: intl.formatMessage({ id: 'products.confirm' }),
    }),
    [intl],
  );
}
