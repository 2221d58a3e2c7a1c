import type { ReasonDialogWords } from '../../../components/ReasonDialog';

/** The words of a product decision's reason dialog (components/ReasonDialog.tsx). */
export const PRODUCT_REASON_WORDS: ReasonDialogWords = {
  reasonLabel: 'products.reason',
  reasonHelp: 'products.reasonHelp',
  confirmText: 'products.confirm',
};
