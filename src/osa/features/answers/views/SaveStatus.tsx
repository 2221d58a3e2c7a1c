import { useText } from '../../../core/i18n/useText';
import { usePlayerSelector } from '../../../hooks';
import { selectSaveStatus } from '../answersSelectors';

const TEXT = { saved: 'status.saved', saving: 'status.saving', offline: 'status.offline' } as const;

/** The status line: a polite live region, always in the page, so each change is announced. */
export function SaveStatus() {
  const t = useText();
  const status = usePlayerSelector(selectSaveStatus);
  return (
    <p className={`osa-status osa-status-${status}`} role="status">
      {status === 'idle' ? '' : t(TEXT[status])}
    </p>
  );
}
