/** Help: the scoring terms the screens and reports use, in plain words. */
import { helpLink } from '../helpPaths';
import type { HelpTopic } from '../helpTopic';

/** The "Scoring terms" page. */
export const SCORING: HelpTopic = {
  slug: 'scoring',
  title: 'Scoring terms',
  summary: 'Raw score, T-score, percentile, comparison group and scorability, as Q-global uses them.',
  sections: [
    {
      id: 'terms',
      title: 'Terms',
      screens: [],
      body: (facts) => (
        <dl>
          <dt>Raw score</dt>
          <dd>
            The score of a scale counted straight from the responses, by the instrument&apos;s own rules: usually the sum (sometimes the mean) of
            the item values, with reverse-keyed items counted the other way round. Where the instrument allows a few items to be left out, the raw
            score may be prorated (scaled up to the full number of items); the screen marks it &quot;prorated&quot;.
          </dd>
          <dt>Comparison group</dt>
          <dd>
            The group of people the examinee is compared with, such as an age band, a sex, or a grade and season of the school year. The
            instrument&apos;s norm tables give, for each group, what a raw score means. Choose the group that fits the examinee; the form&apos;s
            default is marked.
          </dd>
          <dt>T-score</dt>
          <dd>
            A standard score looked up in the norm table for the comparison group: 50 is the group&apos;s average, and every 10 points is one
            standard deviation above or below it. A T-score of 60 is one standard deviation above the group&apos;s average.
          </dd>
          <dt>Percentile</dt>
          <dd>
            The percentage of the comparison group who scored at or below the examinee. The 84th percentile means the score is as high as or higher
            than 84 in 100 people of the group. Some forms report a percentile band instead of a single number.
          </dd>
          <dt>Band</dt>
          <dd>The interpretive range a score falls in (for example &quot;mild&quot; or &quot;moderate&quot;), as the instrument defines it.</dd>
          <dt>Scorability</dt>
          <dd>
            Whether the responses can be scored: every required item is answered (or no more items are missing than the instrument allows), and
            every response is one of the item&apos;s options. The Scores panel says what is missing. Until then the scores you see are provisional.
          </dd>
          <dt>Score of record</dt>
          <dd>
            The score made on the server when you choose &quot;Score&quot;, kept with the assessment and used by reports. The scores shown while you
            type use the same rules; the score of record is the one that counts. See{' '}
            <a href={helpLink('assessment', 'scores')}>the assessment page</a>.
          </dd>
          <dt>Critical flag</dt>
          <dd>
            An item response the instrument asks the clinician to look at in any case, such as a risk item. It is shown on the assessment page and
            in the history, whatever the total score.
          </dd>
          <dt>License usage</dt>
          <dd>
            One report&apos;s cost. A regeneration of an unchanged assessment, or a correction within {facts.correctionWindowDays} days, costs
            nothing.
          </dd>
        </dl>
      ),
    },
  ],
};
