/** Help in Swedish: how long a session lasts, the time-out warning and signing out everywhere. */
import { helpLink } from '../../helpPaths';
import type { HelpTopicText } from '../../helpTopic';
import { Duration } from '../../i18n/helpLanguage';

/** The "Sessions and time-outs" page in Swedish. */
export const SESSIONS_SV: HelpTopicText = {
  title: 'Sessioner och tidsgränser',
  summary: 'Hur länge du förblir inloggad, varningen innan sessionen går ut och utloggning i alla flikar.',
  sections: {
    'time-out': {
      title: 'Hur länge du förblir inloggad',
      body: (facts) => (
        <>
          <p>
            För att skydda testpersonernas data avslutas din session efter{' '}
            <strong>
              <Duration seconds={facts.idleLimitSeconds} />
            </strong>{' '}
            utan aktivitet. Aktivitet är det du gör: pekar, skriver eller kommer tillbaka till fliken. Listor som uppdateras av sig själva räknas
            inte. Oavsett vad du gör avslutas en session{' '}
            <strong>
              {facts.absoluteHours} {facts.absoluteHours === 1 ? 'timme' : 'timmar'}
            </strong>{' '}
            efter att du loggade in.
          </p>
          <p>
            En session omfattar alla flikar i plattformen och på kontosidorna. När den avslutas, eller när du loggar ut i en flik, går alla flikar
            till inloggningssidan. Svar som du inte har sparat kan då gå förlorade: spara allteftersom.
          </p>
        </>
      ),
    },
    warning: {
      title: 'Varningen innan sessionen går ut',
      body: (facts) => (
        <p>
          <Duration seconds={facts.warningLeadSeconds} /> innan sessionen skulle avslutas på grund av inaktivitet visar plattformen varningen ”Din
          session håller på att ta slut” med en nedräkning. Välj ”Förbli inloggad” (knappen har fokus, så <kbd>Enter</kbd> räcker) så fortsätter
          sessionen. Varningen stängs inte med <kbd>Esc</kbd> eller med ett klick bredvid den, så att den aldrig avfärdas av misstag. Du kan stänga
          av den med ”Varna innan sessionen går ut” i <a href={helpLink('my-account', 'preferences')}>dina inställningar</a>; sessionen avslutas
          ändå i tid.
        </p>
      ),
    },
  },
};
