/** Help in Swedish: an assessment's page (item entry, scores, reports) and its item-entry verification. */
import { PERMISSIONS } from '../../../../../domain/permissions';
import { ENTRY_DRAFT_MAX_AGE_DAYS } from '../../../../../domain/entryDraft';
import { helpLink } from '../../helpPaths';
import type { HelpTopicText } from '../../helpTopic';
import { Key, Needs } from '../../helpText';

/** The "An assessment" page in Swedish. */
export const ASSESSMENT_SV: HelpTopicText = {
  title: 'En testning',
  summary: 'Mata in svar med tangentbordet, poängen medan du skriver, gällande poäng, rapporter och kontroll av inmatningen en andra gång.',
  sections: {
    'assessment-page': {
      title: 'Testningens sida',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.ASSESSMENT_VIEW} />
          <p>
            Sidan för en testning visar testpersonen, formuläret, när testningen genomfördes och av vilken testledare, och sedan dess delar:
            uppgifter om administreringen, inmatning av uppgifter, poäng, gällande poäng, rapporter och distansadministrering. Användare som bara
            får visa (kontoanvändare) ser svaren och poängen men kan inte ändra dem. Att mata in och poängsätta kräver{' '}
            <code>{PERMISSIONS.ASSESSMENT_EDIT}</code>; att skapa en rapport kräver <code>{PERMISSIONS.REPORT_GENERATE}</code>.
          </p>
        </>
      ),
    },
    'item-entry': {
      title: 'Inmatning av uppgifter',
      body: () => (
        <>
          <p>
            Varje uppgift visar sitt nummer och sina svarsalternativ, vart och ett med en tangent att trycka på. Tryck på tangenten för att mata in
            svaret. <Key>↑</Key> och <Key>↓</Key> eller <Key>Tabb</Key> flyttar mellan uppgifterna; <Key>Backsteg</Key> rensar en uppgift. En
            tangent som inte hör till uppgiftens tangenter nekas med ett meddelande om vilka tangenter som är tillåtna. Med ”Gå till nästa uppgift
            när ett svar har matats in” i dina inställningar flyttar markören vidare av sig själv.
          </p>
          <p>
            Vissa formulär frågar i stället efter tal (till exempel antalet ord som lästs rätt på en minut): skriv heltalet och tryck sedan på{' '}
            <Key>Enter</Key> eller <Key>Tabb</Key>. Fältet behåller exakt det du skrev: ett decimaltal (<code>12.5</code>), ett tal utanför
            uppgiftens intervall eller något annat som inte är ett heltal görs aldrig om till ett heltal, utan markeras med orsaken, och ”Spara”
            och ”Poängsätt” väntar tills det är rättat. Vissa formulär har en lästext, som visas när årskursen är vald. Uppsatsuppgifter bedöms med
            en bedömningsmatris: välj en nivå för varje kriterium och sedan ”Registrera matrispoängen för uppgift …”.
          </p>
          <p>
            ”Spara” sparar svaren; fältet bredvid visar när det finns osparade ändringar. Om någon har ändrat testningen i en annan flik eller på en
            annan dator talar sparandet om det: ”Läs in igen” visar deras version.
          </p>
          <p>
            Det du skriver sparas också på den här datorn tills det har sparats i testningen, så ingenting går förlorat om sidan läses in igen,
            fliken stängs eller sessionen går ut: öppna testningen igen här så kommer svaren tillbaka, med ett meddelande och en möjlighet att
            slänga dem. De kommer bara tillbaka till den version de skrevs in i; om testningen har sparats någon annanstans under tiden säger
            meddelandet att de inte återställdes. Om du lämnar sidan med osparade svar (via en länk, <Key>Bakåt</Key>, genom att läsa in sidan igen
            eller stänga fliken) får du en fråga först. Svar som är äldre än {ENTRY_DRAFT_MAX_AGE_DAYS} dagar återställs inte: de tas bort nästa
            gång testningen öppnas.
          </p>
        </>
      ),
    },
    'administration-details': {
      title: 'Uppgifter om administreringen och normer',
      body: () => (
        <p>
          Vissa formulär behöver <strong>årskurs</strong> och <strong>tidpunkt</strong> (höst, vinter eller vår) för administreringen, eller en{' '}
          <strong>jämförelsegrupp</strong>: de avgör vilka normer poängen jämförs med. Tills de är valda visas poängen utan T-poäng och percentil.
          Se <a href={helpLink('scoring')}>begrepp för poängsättning</a>.
        </p>
      ),
    },
    scores: {
      title: 'Poängen medan du skriver och gällande poäng',
      body: () => (
        <>
          <p>
            Panelen <strong>Poäng</strong> uppdateras vid varje tangenttryckning: varje skalas råpoäng, dess nivå och, när normerna gäller,
            T-poäng och percentil. Den markerar poängen som ”hittills” eller ”preliminär” tills alla obligatoriska uppgifter är besvarade, och
            talar om vilka uppgifter som fortfarande saknas. Markeringar listar kritiska uppgifter och varningar som kräver din uppmärksamhet.
          </p>
          <p>
            ”Poängsätt” är möjligt när testningen kan poängsättas. Svaren poängsätts då på servern enligt instrumentets publicerade regler, och
            resultatet sparas som <strong>gällande poäng</strong>, med tidpunkten för poängsättningen. Om svaren ändras efteråt visar sidan det:
            poängsätt igen för att uppdatera den gällande poängen.
          </p>
          <p>
            När instrumentets manual anger en regel för förändring mellan administreringar (WHO-5: en skillnad på 10 procentenheter eller mer är en
            signifikant förändring) visar gällande poäng också <strong>Förändring sedan föregående administrering</strong>: testpersonens senaste
            tidigare poängsatta testning av samma formulär, dess poäng, den här poängen och skillnaden, markerad när den uppfyller regeln.
            Poängrapporten skriver ut samma rad.
          </p>
        </>
      ),
    },
    reports: {
      title: 'Rapporter',
      body: (facts) => (
        <>
          <p>
            När testningen är poängsatt skapar <strong>Ny rapport</strong> en PDF: en <strong>poängrapport</strong> för klinikern och,
            om formuläret har en sådan, en <strong>återkopplingsrapport</strong> på vardagligt språk för testpersonen eller en förälder. Välj
            jämförelsegrupp, språk och om svaren på uppgifterna ska tas med. Formuläret visar din licensstatus och vad rapporten kommer att kosta.
          </p>
          <p>
            En rapport förbrukar en användning av ditt kontos licenser, om inte ett abonnemang täcker den. Att skapa en rapport igen för en
            oförändrad testning är gratis, och det är också en ny rapport efter att du har rättat ett inmatningsfel inom{' '}
            {facts.correctionWindowDays} dagar från den första rapporten. Finns det inga användningar kvar skapas ingenting; vänd dig till din
            kontoadministratör.
          </p>
          <p>
            <strong>Tidigare rapporter</strong> sparar varje version, den nyaste först, med dess alternativ, kostnad, upphovsperson och storlek.
            ”Ladda ned” öppnar en sparad version, ”Skapa igen” lägger till en ny version (utan att någonsin skriva över en) och ”Ta bort” tar bort
            en version ur historiken när du har bekräftat.
          </p>
        </>
      ),
    },
    verification: {
      title: 'Verifiering av inmatning',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.ASSESSMENT_EDIT} />
          <p>
            ”Verifiera inmatningen” på testningens sida öppnar en blind andra inmatning: skriv in svaren igen från pappersformuläret medan den
            första inmatningen är dold, och välj sedan ”Jämför”. Varje uppgift där de två inmatningarna skiljer sig åt listas med båda värdena;
            kontrollera pappersformuläret, välj rätt värde för var och en och välj ”Bekräfta och verifiera”. Testningens sida visar sedan vem som
            verifierade den och när. Om ditt konto kräver verifiering kan en testning inte poängsättas innan den är verifierad.
          </p>
        </>
      ),
    },
  },
};
