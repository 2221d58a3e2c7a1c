/** Help in Norwegian Bokmål: the back office of internal staff. */
import { PERMISSIONS } from '../../../../../domain/permissions';
import { helpLink } from '../../helpPaths';
import type { HelpTopicText } from '../../helpTopic';
import { Needs } from '../../helpText';

/** The "Back office" page in Norwegian Bokmål. */
export const BACK_OFFICE_NB: HelpTopicText = {
  title: 'Backoffice',
  summary: 'Arbeidet til Q-globals backoffice-ansatte: kundekontoenes funksjonslisenser.',
  sections: {
    'back-office-home': {
      title: 'Backoffice',
      body: () => <p>Backoffice-ansatte arbeider for Q-global, ikke for en kundekonto. Etter innlogging kommer de til backoffice, som fører til hver del de får bruke. De ser aldri testpersoners data; hvert steg inn i en kundekonto oppgir en begrunnelse, som revisjonsloggen lagrer med kontoen.</p>,
    },
    'feature-licenses': {
      title: 'Funksjonslisenser',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.FEATURE_LICENSE_MANAGE} />
          <p>Oppgi først hvorfor du arbeider med kundekontoer, for eksempel et saks- eller ordrenummer. Søk deretter i lisensene til alle kundekontoer etter kontoens navn eller ID, typen (antall bruk, abonnement, bruk til grupperapporter) og tilstanden (aktiv, suspendert, utløpt, avsluttet). «Ny lisens» finner en kundekonto og oppretter en lisens for den: navnet, testene og rapporttypene den dekker, tildelt antall bruk eller siste dag i et abonnement, og alternativer som plasser eller faktureringsperiode.</p>
          <p>
            Siden til en lisens endrer vilkårene, suspenderer, gjenopptar eller avslutter den og viser historikken. Hver endring krever sin egen begrunnelse. Den gjelder straks: kontoens neste rapport belastes etter de nye vilkårene, kontoens bruksoversikt viser endringen med antall bruk som ble lagt til, og administratorene får beskjed (se 
            <a href={helpLink('administration', 'licenses')}>lisenser og bruk</a>
            ). En suspendert lisens betaler ikke for nye rapporter; rapporter som allerede er laget, forblir som de er. En avsluttet lisens kan ikke endres igjen.
          </p>
        </>
      ),
    },
    'feedback-inbox': {
      title: 'Innboks for tilbakemeldinger',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.FEEDBACK_MANAGE} />
          <p>
            Tilbakemeldingene brukerne sender (se{' '}
            <a href={helpLink('feedback')}>tilbakemeldinger</a>
            ), havner i innboksen for tilbakemeldinger. Når du har oppgitt hvorfor du arbeider med kundekontoer, viser du dem etter status (ny, tildelt, besvart, lukket), etter tema, etter hvem som har dem, og etter konto. Siden for en tilbakemelding viser hva avsenderen skrev, fra hvilket skjermbilde og hvilken nettleser, og svarene.
          </p>
          <p>Tildel den først til en medarbeider i backoffice; den som har den, kan svare. Et svar når avsenderen med en gang som et varsel som inneholder svaret og lenker til siden for tilbakemeldinger, der avsenderen kan skrive tilbake; har avsenderen en e-postadresse, sendes svaret også på e-post på avsenderens språk, og innboksen viser om e-posten ble sendt. Lukk tilbakemeldingen når det ikke er mer å gjøre; en lukket tilbakemelding kan åpnes igjen. Hvert trinn registreres i revisjonsloggen med begrunnelsen din.</p>
        </>
      ),
    },
  },
};
