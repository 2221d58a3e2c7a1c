/** Help in Norwegian Bokmål: how long a session lasts, the time-out warning and signing out everywhere. */
import { helpLink } from '../../helpPaths';
import type { HelpTopicText } from '../../helpTopic';
import { Duration } from '../../i18n/helpLanguage';

/** The "Sessions and time-outs" page in Norwegian Bokmål. */
export const SESSIONS_NB: HelpTopicText = {
  title: 'Økter og tidsavbrudd',
  summary: 'Hvor lenge du forblir logget inn, varselet før et tidsavbrudd og utlogging i alle faner.',
  sections: {
    'time-out': {
      title: 'Hvor lenge du forblir logget inn',
      body: (facts) => (
        <>
          <p>
            For å beskytte data om testpersoner avsluttes økten din etter{' '}
            <strong>
              <Duration seconds={facts.idleLimitSeconds} />
            </strong>{' '}
            uten aktivitet. Aktivitet er det du gjør: peke, skrive eller gå tilbake til fanen. Lister som oppdateres av seg selv, teller ikke. Uansett
            hva du gjør, avsluttes en økt <strong>{facts.absoluteHours} timer</strong> etter at du logget inn.
          </p>
          <p>
            Én økt omfatter alle fanene med plattformen og kontosidene. Når den avsluttes, eller du logger ut i én fane, går alle fanene til
            innloggingssiden. Svar du ikke har lagret, kan da gå tapt: lagre underveis.
          </p>
        </>
      ),
    },
    warning: {
      title: 'Varselet før et tidsavbrudd',
      body: (facts) => (
        <p>
          <Duration seconds={facts.warningLeadSeconds} /> før økten ville blitt avsluttet på grunn av manglende aktivitet, viser plattformen varselet
          «Økten din er i ferd med å utløpe» med en nedtelling. Velg «Forbli logget inn» (knappen har fokus, så <kbd>Enter</kbd> er nok), så
          fortsetter økten. Varselet lukkes ikke med <kbd>Esc</kbd> eller et klikk ved siden av, slik at det aldri lukkes ved et uhell. Du kan slå
          det av med «Varsle før økten utløper» i <a href={helpLink('my-account', 'preferences')}>innstillingene dine</a>; økten avsluttes likevel
          til rett tid.
        </p>
      ),
    },
  },
};
