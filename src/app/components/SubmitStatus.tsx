/** Props of {@link SubmitStatus}. */
export interface SubmitStatusProps {
  /** Whether the submitted request is running. */
  busy: boolean;
  /** Announced while busy ("Sending…"). */
  busyText: string;
  /** Announced once the request succeeded; null says nothing. */
  doneText?: string | null;
}

/**
 * The live region beside a form's buttons: what the submitted request is doing, then that it is
 * done. It stays rendered while empty, so screen readers announce the text that later appears.
 */
export function SubmitStatus({ busy, busyText, doneText = null }: SubmitStatusProps) {
  return <span role="status">{busy ? busyText : (doneText ?? '')}</span>;
}
