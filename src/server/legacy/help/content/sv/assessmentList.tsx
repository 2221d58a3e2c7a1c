/** Help in Swedish: the account's assessment list, batches of reports and group reports. */
import { PERMISSIONS } from '../../../../../domain/permissions';
import type { HelpTopicText } from '../../helpTopic';
import { Needs } from '../../helpText';

/** The "Assessments and reports in bulk" page in Swedish. */
export const ASSESSMENT_LIST_SV: HelpTopicText = {
  title: 'Testningar och rapporter i större mängd',
  summary: 'Kontots lista över testningar, dess filter och urval, rapportkörningar och grupprapporter.',
  sections: {
    'assessment-list': {
      title: 'Listan över testningar',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.ASSESSMENT_VIEW} />
          <p>
            ”Testningar” i sidhuvudet listar alla testningar i kontot. Filtrera med en sökning (namn, testpersonens ID eller de två första
            anpassade fälten), formuläret, statusen och testdatumen, och sortera efter datum, namn eller senaste ändring. ”Återställ filter” tar
            bort filtren. Varje rad visar testpersonen, formuläret, datumet, statusen och den senaste rapporten.
          </p>
          <p>
            Markera rader för att välja dem, eller markera rutan i rubrikraden för att välja hela sidan. ”Välj alla matchande testningar” väljer
            varje testning som matchar filtren, på alla sidor. Urvalsfältet visar hur många som är valda.
          </p>
        </>
      ),
    },
    'batch-reports': {
      title: 'Skapa rapporter för många testningar',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.REPORT_GENERATE} />
          <p>
            När testningar är valda frågar ”Skapa rapporter” efter rapporttyp, språk och om svaren på uppgifterna ska tas med. Rapporterna skapas
            på servern; en förloppsindikator visar hur många som är klara, och du kan arbeta vidare under tiden. När körningen är klar ger ”Ladda
            ned ZIP” alla rapporter i en fil, och de rapporter som inte kunde skapas listas med orsaken (till exempel en testning som inte är
            poängsatt). Du kan avbryta en körning som fortfarande pågår. ”Senaste rapportkörningar” listar dina tidigare körningar. Varje rapport
            förbrukar en licensanvändning, precis som på testningens sida.
          </p>
        </>
      ),
    },
    'group-reports': {
      title: 'Grupprapporter',
      body: () => (
        <p>
          En grupprapport sammanfattar poängen för många testningar av samma formulär, till exempel en klass. Välj testningar av ett formulär
          (eller filtrera på ett formulär), välj ”Grupprapport”, ge rapporten en titel som namnger klassen eller gruppen, välj jämförelsegrupp och
          språk och välj sedan ”Skapa grupprapport”. Listan över grupprapporter sparar dem så att du kan ladda ned dem.
        </p>
      ),
    },
  },
};
