/** Help in Danish: the scoring terms the screens and reports use, in plain words. */
import { helpLink } from '../../helpPaths';
import type { HelpTopicText } from '../../helpTopic';

/** The "Scoring terms" page in Danish. */
export const SCORING_DA: HelpTopicText = {
  title: 'Scoringsbegreber',
  summary: 'Råscore, T-score, percentil, sammenligningsgruppe og scorbarhed, sådan som Q-global bruger dem.',
  sections: {
    terms: {
      title: 'Begreber',
      body: (facts) => (
        <dl>
          <dt>Råscore</dt>
          <dd>
            En skalas score, optalt direkte ud fra svarene efter instrumentets egne regler: som regel summen (undertiden gennemsnittet) af
            itemværdierne, hvor omvendt scorede items tælles modsat. Hvor instrumentet tillader, at nogle få items udelades, kan råscoren blive
            opskrevet (skaleret op til det fulde antal items); skærmbilledet markerer den »opskrevet«.
          </dd>
          <dt>Sammenligningsgruppe</dt>
          <dd>
            Den gruppe af personer, testpersonen sammenlignes med, for eksempel et aldersinterval, et køn eller et klassetrin og tidspunkt i
            skoleåret. Instrumentets normtabeller angiver for hver gruppe, hvad en råscore betyder. Vælg den gruppe, der passer til testpersonen;
            skemaets standardgruppe er markeret.
          </dd>
          <dt>T-score</dt>
          <dd>
            En standardscore, der slås op i normtabellen for sammenligningsgruppen: 50 er gruppens gennemsnit, og hver 10 point er én
            standardafvigelse over eller under det. En T-score på 60 ligger én standardafvigelse over gruppens gennemsnit.
          </dd>
          <dt>Percentil</dt>
          <dd>
            Den procentdel af sammenligningsgruppen, der scorede det samme som eller lavere end testpersonen. Den 84. percentil betyder, at scoren er
            lige så høj som eller højere end hos 84 ud af 100 personer i gruppen. Nogle skemaer angiver et percentilinterval i stedet for et enkelt
            tal.
          </dd>
          <dt>Niveau</dt>
          <dd>Det fortolkningsinterval, en score falder i (for eksempel »let« eller »moderat«), sådan som instrumentet definerer det.</dd>
          <dt>Scorbarhed</dt>
          <dd>
            Om svarene kan scores: alle obligatoriske items er besvaret (eller der mangler ikke flere items, end instrumentet tillader), og hvert
            svar er en af itemmets svarmuligheder. Panelet Scorer viser, hvad der mangler. Indtil da er de scorer, du ser, foreløbige.
          </dd>
          <dt>Gældende score</dt>
          <dd>
            Den score, der beregnes på serveren, når du vælger »Scor«, og som gemmes med testningen og bruges i rapporterne. De scorer, der vises,
            mens du skriver, følger de samme regler; det er den gældende score, der tæller. Se{' '}
            <a href={helpLink('assessment', 'scores')}>siden for testningen</a>.
          </dd>
          <dt>Kritisk markering</dt>
          <dd>
            Et svar på et item, som instrumentet under alle omstændigheder beder fagpersonen om at se på, for eksempel et risikoitem. Det vises på
            siden for testningen og i historikken, uanset den samlede score.
          </dd>
          <dt>Licensanvendelse</dt>
          <dd>
            Prisen for én rapport. En ny oprettelse for en uændret testning eller en rettelse inden for {facts.correctionWindowDays} dage koster
            ingenting.
          </dd>
        </dl>
      ),
    },
  },
};
