/** Help: the scoring terms the screens and reports use, in plain words, in Dutch. */
import { helpLink } from '../../helpPaths';
import type { HelpTopicText } from '../../helpTopic';

/** The "Scoring terms" page in Dutch. */
export const SCORING_NL: HelpTopicText = {
  title: 'Scoringstermen',
  summary: 'Ruwe score, T-score, percentiel, vergelijkingsgroep en scoorbaarheid, zoals Q-global ze gebruikt.',
  sections: {
    terms: {
      title: 'Termen',
      body: (facts) => (
        <dl>
          <dt>Ruwe score</dt>
          <dd>
            De score van een schaal, rechtstreeks uit de antwoorden berekend volgens de eigen regels van het instrument: meestal de som (soms het
            gemiddelde) van de itemwaarden, waarbij gespiegelde items omgekeerd worden geteld. Als het instrument toestaat dat een paar items
            worden overgeslagen, kan de ruwe score worden geëxtrapoleerd (opgeschaald naar het volledige aantal items); het scherm markeert die dan
            als ‘geëxtrapoleerd’.
          </dd>
          <dt>Vergelijkingsgroep</dt>
          <dd>
            De groep mensen waarmee de testpersoon wordt vergeleken, zoals een leeftijdsgroep, een geslacht, of een leerjaar en een periode van het
            schooljaar. De normtabellen van het instrument geven voor elke groep aan wat een ruwe score betekent. Kies de groep die bij de
            testpersoon past; de standaardgroep van het formulier is gemarkeerd.
          </dd>
          <dt>T-score</dt>
          <dd>
            Een standaardscore die wordt opgezocht in de normtabel van de vergelijkingsgroep: 50 is het gemiddelde van de groep, en elke 10 punten
            is één standaarddeviatie erboven of eronder. Een T-score van 60 ligt één standaarddeviatie boven het gemiddelde van de groep.
          </dd>
          <dt>Percentiel</dt>
          <dd>
            Het percentage van de vergelijkingsgroep dat even hoog als of lager dan de testpersoon scoorde. Het 84e percentiel betekent dat de score
            even hoog is als of hoger is dan die van 84 op de 100 mensen uit de groep. Sommige formulieren rapporteren een percentielband in plaats
            van één getal.
          </dd>
          <dt>Niveau</dt>
          <dd>Het interpretatiebereik waarin een score valt (bijvoorbeeld ‘licht’ of ‘matig’), zoals het instrument dat definieert.</dd>
          <dt>Scoorbaarheid</dt>
          <dd>
            Of de antwoorden kunnen worden gescoord: elk verplicht item is beantwoord (of er ontbreken niet meer items dan het instrument toestaat),
            en elk antwoord is een van de opties van het item. Het paneel Scores vermeldt wat er ontbreekt. Tot dan zijn de scores die u ziet
            voorlopig.
          </dd>
          <dt>Officiële score</dt>
          <dd>
            De score die op de server wordt berekend wanneer u ‘Scoren’ kiest, die bij de afname wordt bewaard en die rapporten gebruiken. De
            scores die tijdens het typen worden getoond, volgen dezelfde regels; de officiële score is de score die telt. Zie{' '}
            <a href={helpLink('assessment', 'scores')}>de pagina van de afname</a>.
          </dd>
          <dt>Kritieke melding</dt>
          <dd>
            Een itemantwoord waarnaar de behandelaar volgens het instrument in elk geval moet kijken, zoals een risico-item. Het wordt op de pagina
            van de afname en in de geschiedenis getoond, ongeacht de totaalscore.
          </dd>
          <dt>Licentiegebruik</dt>
          <dd>
            De kosten van één rapport. Een rapport dat opnieuw wordt gegenereerd voor een ongewijzigde afname, of een correctie binnen{' '}
            {facts.correctionWindowDays} dagen, kost niets.
          </dd>
        </dl>
      ),
    },
  },
};
