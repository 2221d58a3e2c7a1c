import type { ReasonDialogWords } from '../../../components/ReasonDialog';

/** The words of the data-retention staff's reason dialog (components/ReasonDialog.tsx): a change of a case or of the settings. */
export const RETENTION_REASON_WORDS: ReasonDialogWords = {
  reasonLabel: 'dataRetention.reason.label',
  reasonHelp: 'dataRetention.reason.help',
  confirmText: 'dataRetention.confirm',
};
