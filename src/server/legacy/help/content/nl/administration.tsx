/** Help: the account administrators' platform screens, in Dutch. */
import { PERMISSIONS } from '../../../../../domain/permissions';
import { helpLink } from '../../helpPaths';
import type { HelpTopicText } from '../../helpTopic';
import { Needs } from '../../helpText';

/** The "Account administration screens" page in Dutch. */
export const ADMINISTRATION_NL: HelpTopicText = {
  title: 'Beheerschermen van het account',
  summary: 'Verwijderde afnames, licenties en hun gebruik, en de e-mailsjablonen van het account.',
  sections: {
    'deleted-assessments': {
      title: 'Verwijderde afnames',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.ASSESSMENT_RECOVER} />
          <p>
            Deze pagina toont de afnames die in uw account zijn verwijderd, met wanneer en door wie. ‘Herstellen’ zet een afname terug in de
            geschiedenis van de testpersoon, met de antwoorden, scores en rapporten. Een afname waarvan de testpersoon is verwijderd, wordt als
            zodanig gemarkeerd.
          </p>
        </>
      ),
    },
    licenses: {
      title: 'Licenties en gebruik',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.LICENSE_USAGE_VIEW} />
          <p>
            De tabel <strong>Licenties</strong> toont elke licentie van het account: gebruiken (een aantal rapporten) of een abonnement
            (onbeperkt tot een datum), de formulieren en soorten rapporten die ze dekt, hoeveel er is gebruikt, wanneer ze geldig is en of ze
            actief is. Het <strong>gebruiksregister</strong> toont elk gegenereerd rapport en wat het kostte, het nieuwste eerst: een gebruik, het
            abonnement, gratis opnieuw genereren of een gratis correctie. Zie <a href={helpLink('assessment', 'reports')}>rapporten</a> voor
            wanneer een rapport gratis is.
          </p>
          <p>Het toont ook elke wijziging die Q-global in een licentie van het account aanbracht (gebruiken toegevoegd of verwijderd, nieuwe datums, een opschorting of een beëindiging), zonder kosten, en de beheerders van het account krijgen van elke wijziging een melding.</p>
        </>
      ),
    },
    'email-templates': {
      title: 'E-mailsjablonen',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.ACCOUNT_SETTINGS_EDIT} />
          <p>
            De berichten die uw account met links op afstand verstuurt: de uitnodiging om op het eigen apparaat te antwoorden en de uitnodiging
            voor een videosessie, in elke taal. Kies de soort bericht en de taal, en bewerk daarna het onderwerp en het bericht. Invulvelden tussen
            accolades, zoals de naam van de ontvanger, de link en wanneer die verloopt, worden per bericht ingevuld; knoppen voegen ze in. Het
            bericht moet de link bevatten. Houd de naam van de testpersoon buiten het onderwerp: iedereen die de mailbox ziet, leest het.
          </p>
          <p>
            ‘Voorbeeld met voorbeeldwaarden’ toont het resultaat. ‘Opslaan’ bewaart uw tekst; ‘Standaardtekst terugzetten’ verwijdert die na uw
            bevestiging.
          </p>
        </>
      ),
    },
  },
};
