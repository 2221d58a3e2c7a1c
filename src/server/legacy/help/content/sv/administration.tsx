/** Help in Swedish: the account administrators' platform screens. */
import { PERMISSIONS } from '../../../../../domain/permissions';
import { helpLink } from '../../helpPaths';
import type { HelpTopicText } from '../../helpTopic';
import { Needs } from '../../helpText';

/** The "Account administration screens" page in Swedish. */
export const ADMINISTRATION_SV: HelpTopicText = {
  title: 'Skärmar för kontoadministration',
  summary: 'Borttagna testningar, licenser och hur de används, och kontots e-postmallar.',
  sections: {
    'deleted-assessments': {
      title: 'Borttagna testningar',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.ASSESSMENT_RECOVER} />
          <p>
            Listar de testningar som har tagits bort i ditt konto, med när och av vem. ”Återställ” lägger tillbaka en testning i testpersonens
            historik med dess svar, poäng och rapporter. En testning vars testperson har tagits bort är markerad med det.
          </p>
        </>
      ),
    },
    licenses: {
      title: 'Licenser och användning',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.LICENSE_USAGE_VIEW} />
          <p>
            Tabellen <strong>Licenser</strong> visar varje licens i kontot: användningar (ett antal rapporter) eller ett abonnemang (obegränsat till
            ett visst datum), de formulär och rapporttyper den täcker, hur mycket som är förbrukat, när den gäller och om den är aktiv.{' '}
            <strong>Användningsloggen</strong> listar varje skapad rapport och vad den kostade, den nyaste först: en användning, abonnemanget, ett
            gratis nyskapande eller en gratis rättelse. Se <a href={helpLink('assessment', 'reports')}>rapporter</a> för när en rapport är gratis.
          </p>
          <p>Den visar också varje ändring Q-global gjort i en av kontots licenser (användningar tillagda eller borttagna, nya datum, en avstängning eller ett avslut), utan kostnad, och kontots administratörer får ett meddelande om varje ändring.</p>
        </>
      ),
    },
    'email-templates': {
      title: 'E-postmallar',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.ACCOUNT_SETTINGS_EDIT} />
          <p>
            Meddelandena som ditt konto skickar med distanslänkar: inbjudan att svara på egen enhet och inbjudan till en videosession, på varje
            språk. Välj typ och språk och redigera sedan ämnet och meddelandet. Platshållare inom klammerparenteser, till exempel mottagarens namn,
            länken och när den går ut, fylls i för varje meddelande; knappar infogar dem. Meddelandet måste innehålla länken. Håll testpersonens
            namn utanför ämnesraden: alla som ser inkorgen kan läsa den.
          </p>
          <p>
            ”Förhandsgranskning med exempelvärden” visar resultatet. ”Spara” sparar din text; ”Återställ standardtexten” tar bort den när du har
            bekräftat.
          </p>
        </>
      ),
    },
  },
};
