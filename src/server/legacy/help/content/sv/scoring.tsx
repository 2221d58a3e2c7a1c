/** Help in Swedish: the scoring terms the screens and reports use, in plain words. */
import { helpLink } from '../../helpPaths';
import type { HelpTopicText } from '../../helpTopic';

/** The "Scoring terms" page in Swedish. */
export const SCORING_SV: HelpTopicText = {
  title: 'Begrepp för poängsättning',
  summary: 'Råpoäng, T-poäng, percentil, jämförelsegrupp och om en testning kan poängsättas, så som Q-global använder begreppen.',
  sections: {
    terms: {
      title: 'Begrepp',
      body: (facts) => (
        <dl>
          <dt>Råpoäng</dt>
          <dd>
            En skalas poäng räknad direkt från svaren, enligt instrumentets egna regler: oftast summan (ibland medelvärdet) av uppgifternas värden,
            där omvänt kodade uppgifter räknas åt andra hållet. När instrumentet tillåter att några uppgifter utelämnas kan råpoängen räknas upp
            (skalas upp till det fullständiga antalet uppgifter); skärmen markerar den då som ”uppräknad”.
          </dd>
          <dt>Jämförelsegrupp</dt>
          <dd>
            Den grupp människor som testpersonen jämförs med, till exempel ett åldersspann, ett kön eller en årskurs och tidpunkt under läsåret.
            Instrumentets normtabeller anger för varje grupp vad en råpoäng betyder. Välj den grupp som passar testpersonen; formulärets
            standardgrupp är markerad.
          </dd>
          <dt>T-poäng</dt>
          <dd>
            En standardpoäng som slås upp i normtabellen för jämförelsegruppen: 50 är gruppens medelvärde, och varje 10 poäng motsvarar en
            standardavvikelse över eller under det. En T-poäng på 60 ligger en standardavvikelse över gruppens medelvärde.
          </dd>
          <dt>Percentil</dt>
          <dd>
            Den andel av jämförelsegruppen, i procent, som fick samma eller lägre poäng än testpersonen. Den 84:e percentilen betyder att poängen är
            lika hög som eller högre än för 84 av 100 personer i gruppen. Vissa formulär rapporterar ett percentilintervall i stället för ett enda
            tal.
          </dd>
          <dt>Nivå</dt>
          <dd>Det tolkningsintervall som en poäng hamnar i (till exempel ”lindrig” eller ”måttlig”), så som instrumentet definierar det.</dd>
          <dt>Kan poängsättas</dt>
          <dd>
            Om svaren kan poängsättas: alla obligatoriska uppgifter är besvarade (eller så saknas inte fler uppgifter än instrumentet tillåter),
            och varje svar är ett av uppgiftens svarsalternativ. Panelen Poäng visar vad som saknas. Fram till dess är de poäng du ser
            preliminära.
          </dd>
          <dt>Gällande poäng</dt>
          <dd>
            Den poäng som räknas fram på servern när du väljer ”Poängsätt”, sparas med testningen och används av rapporterna. Poängen som visas
            medan du skriver följer samma regler; det är den gällande poängen som räknas. Se{' '}
            <a href={helpLink('assessment', 'scores')}>testningens sida</a>.
          </dd>
          <dt>Kritisk markering</dt>
          <dd>
            Ett svar på en uppgift som instrumentet ber klinikern att titta på i alla lägen, till exempel en riskuppgift. Det visas på testningens
            sida och i historiken, oavsett totalpoängen.
          </dd>
          <dt>Licensanvändning</dt>
          <dd>
            Kostnaden för en rapport. Att skapa om en rapport för en oförändrad testning, eller en rättelse inom {facts.correctionWindowDays}{' '}
            dagar, kostar ingenting.
          </dd>
        </dl>
      ),
    },
  },
};
