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
    'platform-configuration': {
      title: 'Plattformkonfigurasjon',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.PRODUCT_CONFIGURE} />
          <p>Konfigurasjonen som plattformen og testpersonens spørreskjema laster inn når de åpnes (config.json): adressene til kontosidene, tjenestene og spørreskjemaet, tiden for varselet før økten utløper, videotjenesten. Hver versjon tas vare på, med hvem som lagret den, når og hvorfor.</p>
          <p>Rediger JSON-teksten i gjeldende versjon; den kontrolleres mot skjemaet for config.json mens du skriver, og hvert problem vises med sin plass i dokumentet (for eksempel qgServices.contextRoot). Oppgi begrunnelsen for endringen, og velg «Lagre som ny versjon». Hver server leverer den straks; adressen til spørreskjemaet og adressene til kontosidene gjelder fra neste oppstart av serverne. Har noen lagret en nyere versjon mens du redigerte, avvises lagringen: last inn på nytt og gjør endringen på nytt.</p>
          <p>Under «Versjoner» velger du to versjoner og «Vis forskjellene»: linjer som er lagt til, er merket med +, og linjer som er fjernet, med −. «Rull tilbake til denne versjonen» ber om en begrunnelse og lagrer innholdet i den versjonen som en ny versjon; ingenting fjernes fra historikken.</p>
        </>
      ),
    },
  },
};
