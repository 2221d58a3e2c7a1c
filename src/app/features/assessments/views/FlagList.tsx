import type { RaisedFlag } from '../../../../domain/scoring/scoreTypes';

const SEVERITY_LABELS: Record<RaisedFlag['severity'], string> = { critical: 'Critical', warning: 'Warning', info: 'Note' };

/** Raised flags, critical first; critical flags are red and say so in words, not only in colour. */
export function FlagList({ flags }: { flags: RaisedFlag[] }) {
  if (flags.length === 0) return <p className="flags__none">No flags raised.</p>;
  return (
    <ul className="flags">
      {flags.map((flag) => (
        <li key={flag.id} className={`flag flag--${flag.severity}`}>
          <p className="flag__title">
            <span className="flag__severity">{SEVERITY_LABELS[flag.severity]}</span> {flag.label}
          </p>
          {flag.action ? <p className="flag__action">{flag.action}</p> : null}
        </li>
      ))}
    </ul>
  );
}
