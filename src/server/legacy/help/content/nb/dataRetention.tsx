/** Help in Norwegian (Bokmål): the work of the data-retention staff. */
import { PERMISSIONS } from '../../../../../domain/permissions';
import type { HelpTopicText } from '../../helpTopic';
import { Needs } from '../../helpText';

/** The "Data retention" page in Norwegian. */
export const DATA_RETENTION_NB: HelpTopicText = {
  title: 'Datalagring',
  summary: 'Arbeidet til Q-globals ansatte i datalagring: inaktive kontoer, forespørsler om sletting, rettslig tilbakeholdelse og hvem som kan slette kontoer.',
  sections: {
    'data-retention-dashboard': {
      title: 'Oversikten over datalagring',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.DATA_RETENTION_MANAGE} />
          <p>Ansatte i datalagring arbeider for Q-global, ikke for en kundekonto, og kommer til denne oversikten etter pålogging. Oppgi først hvorfor du arbeider med kundekontoer, for eksempel et saksnummer: revisjonsloggen lagrer det med hver konto du åpner. Oversikten viser kundekontoene etter status, hver status med antall kontoer: aktiv, inaktiv (ingen har logget på i inaktivitetsperioden; kontoen slettes på slettedatoen med mindre noen logger på eller beholder den), sletting forespurt (en administrator har bedt om at kontoen slettes), rettslig tilbakeholdelse, slettet (kan gjenopprettes til den fjernes endelig) og endelig fjernet (bare det tidligere kontonummeret er igjen). «Forespørsler om sletting» viser kontoene der administratoren har bedt om sletting.</p>
          <p>Filtrer etter hvem som har saken (eller ingen), etter et tidsrom for slettedatoer og etter kontoens navn eller nummer. Listen viser hver kontos siste aktivitet (siste pålogging for noen av brukerne), slettedatoen, hvem som har saken og om det er satt en rettslig tilbakeholdelse, med den nærmeste slettingen først. Åpne en konto for å arbeide med saken.</p>
        </>
      ),
    },
    'data-retention-case': {
      title: 'En kontos sak',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.DATA_RETENTION_MANAGE} />
          <p>Saken viser kontoens status, siste aktivitet, datoer (inaktiv siden, slettedatoen, en forespørsel om sletting og datoen for den), en rettslig tilbakeholdelse med begrunnelse og hvem som har saken. Nedenfor står kontoens kontaktadresser (de aktive administratorene med e-postadresse og telefonnummer) og varslene som er sendt til den, hvert med den varslede slettedatoen og ved behov leveringen av hver e-post med hvert forsøk.</p>
          <p>Hver endring ber om sin egen begrunnelse, som revisjonsloggen lagrer. Tildel saken til en kollega eller deg selv. Forleng fristen for en inaktiv konto til en senere slettedato (høyst ett år frem): administratorene får varslene om den nye datoen. Utsett en forespørsel om sletting til en senere dato; en tidligere dato krever administratorens samtykke, så ansatte kan ikke flytte den frem. En rettslig tilbakeholdelse hindrer at kontoen slettes eller fjernes endelig, uansett datoer, til den oppheves; begrunnelsen du gir, lagres som tilbakeholdelsens begrunnelse.</p>
        </>
      ),
    },
    'data-retention-settings': {
      title: 'Mine innstillinger',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.DATA_RETENTION_MANAGE} />
          <p>Velg hvilke varsler på e-post du mottar: når en konto blir inaktiv, når en administrator ber om sletting, når en konto slettes, og når en sletting eller endelig fjerning blokkeres av en rettslig tilbakeholdelse eller en åpen forespørsel om innsyn.</p>
          <p>Ansatte med en rolle som kan slette kontodata, ser også hvem som kan slette kontoer. Retten kan bare gis til ansatte med en rolle som kan slette kontodata, alltid med en begrunnelse, og ingen kan endre sin egen: en annen ansatt må gi eller frata den.</p>
        </>
      ),
    },
  },
};
