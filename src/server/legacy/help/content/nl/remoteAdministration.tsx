/** Help: giving an assessment remotely (e-mail, link, this device, video session), in Dutch. */
import { PERMISSIONS } from '../../../../../domain/permissions';
import { helpLink } from '../../helpPaths';
import type { HelpTopicText } from '../../helpTopic';
import { Needs } from '../../helpText';

/** The "Remote administration" page in Dutch. */
export const REMOTE_ADMINISTRATION_NL: HelpTopicText = {
  title: 'Afname op afstand',
  summary: 'De testpersoon, een ouder of een leerkracht een vragenlijst laten beantwoorden op het eigen apparaat, via e-mail, een link of een videosessie.',
  sections: {
    ways: {
      title: 'Manieren om een afname te doen',
      body: (facts) => (
        <>
          <Needs permission={PERMISSIONS.ASSESSMENT_EDIT} />
          <p>
            Het onderdeel ‘Afname op afstand’ van de pagina van een afname stuurt de vragenlijst naar degene die hem beantwoordt: de testpersoon,
            een ouder of een leerkracht. Die heeft geen account nodig. Kies wie antwoordt en de taal van de vragenlijst, en daarna een van de
            volgende mogelijkheden:
          </p>
          <dl>
            <dt>Per e-mail versturen</dt>
            <dd>
              Typ het adres en de naam van de ontvanger; het voorbeeld toont het bericht uit de sjabloon van uw account. De link is{' '}
              {facts.linkValidityDays.default} dagen geldig, tenzij u een waarde tussen 1 en {facts.linkValidityDays.max} kiest.
            </dd>
            <dt>Link maken</dt>
            <dd>Het adres wordt één keer getoond, zodat u het in uw eigen bericht kunt kopiëren. Kopieer het meteen: het wordt niet nog eens getoond.</dd>
            <dt>Op dit apparaat afnemen</dt>
            <dd>De vragenlijst opent in een nieuw tabblad, zodat de testpersoon hem in uw bijzijn kan beantwoorden; de link ervan werkt één dag.</dd>
            <dt>Uitnodigen voor een videosessie</dt>
            <dd>
              Kies de datum en tijd van de afspraak (in uw tijdzone). De link in de uitnodiging gaat {facts.videoSessionHours.before} uur vóór de
              afspraak open en werkt tot {facts.videoSessionHours.after} uur erna.
            </dd>
          </dl>
        </>
      ),
    },
    links: {
      title: 'De status van een link volgen',
      body: () => (
        <p>
          De tabel <strong>Links</strong> toont elke link: wanneer en door wie hij is gemaakt, de stand (verstuurd, geopend, bezig, voltooid,
          verlopen of ingetrokken), wie antwoordt, de taal, wanneer hij verloopt en naar welk adres hij is gemaild. De tabel werkt zichzelf bij.
          ‘Intrekken’ zet een link direct stop; ‘Opnieuw versturen’ geeft hem een nieuw adres (per e-mail of om te kopiëren) en het oude adres
          werkt dan niet meer. Antwoorden die al zijn gegeven, blijven in beide gevallen bij de afname. Wanneer de respondent de antwoorden
          verstuurt, wordt de afname gescoord en toont de pagina dat zonder opnieuw te laden.
        </p>
      ),
    },
    'several-forms': {
      title: 'Meerdere formulieren in één link',
      body: () => (
        <p>
          Op de pagina van een testpersoon verstuurt ‘Meerdere formulieren samen versturen’ één link voor twee of meer van de openstaande afnames
          van die testpersoon (maximaal 20), die na elkaar worden beantwoord in de volgorde die u kiest. Het e-mailadres is alleen nodig om de
          link per e-mail te versturen.
        </p>
      ),
    },
    'email-delivery': {
      title: 'Bezorging van e-mails',
      body: () => (
        <p>
          E-mails worden in een wachtrij gezet en op de achtergrond verstuurd. Als de mailserver een e-mail niet accepteert, wordt het opnieuw
          geprobeerd met een steeds langere wachttijd; de lijst met e-mails van de testpersoon toont dan ‘Nieuwe poging volgt’ met de reden, en
          ‘Mislukt’ zodra alle nieuwe pogingen zijn mislukt (u krijgt dan ook een <a href={helpLink('notifications')}>melding</a>).
          Onderwerpregels noemen alleen de afzender, nooit de testpersoon of het formulier.
        </p>
      ),
    },
    'live-sessions': {
      title: 'Livesessies',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.ASSESSMENT_EDIT} />
          <p>
            »Livesessies« in het menu toont de sessies die u live houdt met een testpersoon op een andere plek: komende (de eerstvolgende
            eerst), afgelopen of alle, gefilterd op status, testleider, test, datums of een zoekopdracht. Elke rij toont wanneer (in uw
            tijdzone), de testpersoon, de tests, de video, de status en wie nu verbonden is.
          </p>
          <p>
            »Sessie plannen« vraagt om de testpersoon, de tests die hij of zij mag maken, de datum en tijd, de duur, de taal en de video:
            ingebouwd, uw eigen videodienst met het https-adres ervan, of geen. De pagina van een testpersoon biedt »Livesessie plannen« voor
            hetzelfde formulier met de testpersoon al gekozen. Nodig na het plannen de testpersoon of een ouder uit: kopieer een link (het
            adres wordt maar één keer getoond) of verstuur de uitnodiging per e-mail. »Starten« begint de sessie en opent het livescherm;
            »Annuleren« annuleert een sessie die nog niet is begonnen, en de links ervan werken niet meer.
          </p>
        </>
      ),
    },
    'live-screen': {
      title: 'Het livescherm',
      body: () => (
        <>
          <p>
            Het livescherm toont de verbinding (die zich vanzelf herstelt als het netwerk wegvalt), wie verbonden is en wat de testpersoon nu
            ziet. Toon elke stap op volgorde met »Vorige« en »Volgende«, of een willekeurige stap uit de lijst: de instructie van elke test,
            de vragen (met het antwoord van de testpersoon; een mondeling gegeven antwoord kunt u invoeren) en de leesteksten, en de pagina’s
            van de stimulusboeken in de taal van de sessie. Wat geweigerd zou worden, is grijs, en een weigering wordt uitgelegd. »Sessie
            beëindigen« sluit de sessie op beide schermen.
          </p>
          <p>
            Bij een leestekst start »Timer starten« de leestoets van één minuut. Selecteer elk fout gelezen woord en, met »Laatst gelezen
            woord«, het woord tot waar het kind kwam. De timer stopt vanzelf na een minuut, of met »Eerder stoppen« (de score wordt dan
            omgerekend). Het resultaat toont de correct gelezen woorden per minuut, de nauwkeurigheid, de gelezen woorden en de fouten; »Score
            vastleggen« slaat het op als de score van de afname.
          </p>
        </>
      ),
    },
  },
};
