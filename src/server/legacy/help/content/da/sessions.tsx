/** Help in Danish: how long a session lasts, the time-out warning and signing out everywhere. */
import { helpLink } from '../../helpPaths';
import type { HelpTopicText } from '../../helpTopic';
import { Duration } from '../../i18n/helpLanguage';

/** The "Sessions and time-outs" page in Danish. */
export const SESSIONS_DA: HelpTopicText = {
  title: 'Sessioner og udløb',
  summary: 'Hvor længe du forbliver logget ind, advarslen før sessionen udløber, og at logge ud i alle faner.',
  sections: {
    'time-out': {
      title: 'Hvor længe du forbliver logget ind',
      body: (facts) => (
        <>
          <p>
            For at beskytte data om testpersoner slutter din session efter{' '}
            <strong>
              <Duration seconds={facts.idleLimitSeconds} />
            </strong>{' '}
            uden aktivitet. Aktivitet er det, du gør: peger, skriver eller vender tilbage til fanen. Lister, der opdateres af sig selv, tæller ikke
            med. Uanset hvad du gør, slutter en session <strong>{facts.absoluteHours} timer</strong> efter, at du loggede ind.
          </p>
          <p>
            Én session omfatter alle faner på platformen og kontosiderne. Når den slutter, eller når du logger ud i én fane, går alle faner til
            login-siden. Svar, som du ikke har gemt, kan gå tabt i den situation: gem løbende.
          </p>
        </>
      ),
    },
    warning: {
      title: 'Advarslen før sessionen udløber',
      body: (facts) => (
        <p>
          <Duration seconds={facts.warningLeadSeconds} /> før sessionen ville slutte på grund af manglende aktivitet, viser platformen advarslen
          »Din session er ved at udløbe« med en nedtælling. Vælg »Forbliv logget ind« (knappen har fokus, så <kbd>Enter</kbd> er nok), og
          sessionen fortsætter. Advarslen lukkes ikke med <kbd>Esc</kbd> eller et klik ved siden af den, så den aldrig bliver afvist ved et uheld.
          Du kan slå den fra med »Advar, før sessionen udløber« i <a href={helpLink('my-account', 'preferences')}>dine præferencer</a>; sessionen
          slutter stadig til tiden.
        </p>
      ),
    },
  },
};
