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
  },
};
