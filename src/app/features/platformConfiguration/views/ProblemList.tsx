import { FormattedMessage, useIntl } from 'react-intl';
import type { AppConfigProblem } from '../../../../domain/appConfigSchema';
import { configRuleText } from './configRuleText';

/** The problems of a configuration, each at its path in the document (`qgServices.contextRoot`). */
export function ProblemList({ problems, headingId }: { problems: readonly AppConfigProblem[]; headingId: string }) {
  const intl = useIntl();
  return (
    <section className="config-problems" aria-labelledby={headingId}>
      <h3 id={headingId}>
        <FormattedMessage id="platformConfiguration.problems.heading" values={{ count: problems.length }} />
      </h3>
      <ul>
        {problems.map((problem) => (
          <li key={`${problem.path}:${problem.message}`}>
            {problem.path ? <code>{problem.path}</code> : <FormattedMessage id="platformConfiguration.problems.root" />}
            {': '}
            {configRuleText(intl, problem.message)}
          </li>
        ))}
      </ul>
    </section>
  );
}
