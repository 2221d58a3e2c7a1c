/** Help in Dutch: the back office of internal staff. */
import { PERMISSIONS } from '../../../../../domain/permissions';
import { helpLink } from '../../helpPaths';
import type { HelpTopicText } from '../../helpTopic';
import { Needs } from '../../helpText';

/** The "Back office" page in Dutch. */
export const BACK_OFFICE_NL: HelpTopicText = {
  title: 'Backoffice',
  summary: 'Het werk van de backofficemedewerkers van Q-global: de functielicenties van klantaccounts.',
  sections: {
    'back-office-home': {
      title: 'De backoffice',
      body: () => <p>Backofficemedewerkers werken voor Q-global, niet voor een klantaccount. Na het aanmelden komen ze in de backoffice, die naar elk onderdeel leidt dat ze mogen gebruiken. Ze zien nooit gegevens van testpersonen; elke stap in een klantaccount noemt een reden, en het auditlogboek bewaart die bij het account.</p>,
    },
    'feature-licenses': {
      title: 'Functielicenties',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.FEATURE_LICENSE_MANAGE} />
          <p>Geef eerst aan waarom u aan klantaccounts werkt, bijvoorbeeld een ticket- of ordernummer. Zoek daarna de licenties van alle klantaccounts op naam of ID van het account, de soort (gebruiken, abonnement, gebruiken voor groepsrapporten) en de toestand (actief, opgeschort, verlopen, beëindigd). ‘Nieuwe licentie’ zoekt een klantaccount en maakt er een licentie voor aan: de naam, de formulieren en soorten rapporten die ze dekt, de toegekende gebruiken of de laatste dag van een abonnement, en opties zoals plaatsen of de factuurperiode.</p>
          <p>
            De pagina van een licentie wijzigt de voorwaarden, schort de licentie op, hervat of beëindigt ze, en toont de geschiedenis. Elke wijziging vraagt om een eigen reden. Ze geldt meteen: het volgende rapport van het account wordt volgens de nieuwe voorwaarden afgerekend, het gebruiksoverzicht van het account toont de wijziging met de toegevoegde gebruiken, en de beheerders krijgen een melding (zie 
            <a href={helpLink('administration', 'licenses')}>licenties en gebruik</a>
            ). Op een opgeschorte licentie worden geen nieuwe rapporten meer afgerekend; al gemaakte rapporten blijven zoals ze zijn. Een beëindigde licentie kan niet meer veranderen.
          </p>
        </>
      ),
    },
    'feedback-inbox': {
      title: 'Inbox voor feedback',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.FEEDBACK_MANAGE} />
          <p>
            De feedback die gebruikers geven (zie{' '}
            <a href={helpLink('feedback')}>feedback</a>
            ) komt in de inbox voor feedback. Nadat u hebt aangegeven waarom u aan klantaccounts werkt, toont u die per status (nieuw, toegewezen, beantwoord, gesloten), per onderwerp, per behandelaar en per account. Het scherm van een feedbackbericht toont wat de afzender schreef, vanuit welk scherm en welke browser, en de antwoorden.
          </p>
          <p>Wijs het eerst toe aan een backofficemedewerker; wie het heeft, kan antwoorden. Een antwoord bereikt de afzender meteen als melding met het antwoord erin en een koppeling naar de feedbackpagina, waar de afzender kan reageren; heeft de afzender een e-mailadres, dan wordt het ook in zijn taal gemaild, en de inbox toont of de e-mail is verzonden. Sluit feedback wanneer er niets meer te doen is; gesloten feedback kan worden heropend. Elke stap wordt met uw reden vastgelegd in het auditlogboek.</p>
        </>
      ),
    },
  },
};
