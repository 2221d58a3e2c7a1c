/** Help in Swedish: the examinee list, a new examinee, and an examinee's page. */
import { PERMISSIONS } from '../../../../../domain/permissions';
import { helpLink } from '../../helpPaths';
import type { HelpTopicText } from '../../helpTopic';
import { Needs } from '../../helpText';

/** The "Examinees" page in Swedish. */
export const EXAMINEES_SV: HelpTopicText = {
  title: 'Testpersoner',
  summary: 'Hitta, lägga till, redigera och ta bort testpersoner, och starta en testning från en testperson.',
  sections: {
    'examinee-list': {
      title: 'Listan över testpersoner',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.EXAMINEE_VIEW} />
          <p>
            ”Testpersoner” i sidhuvudet öppnar listan över ditt kontos testpersoner; det är också där plattformen börjar. Skriv ett namn eller ett
            ID i <strong>Sök</strong> för att begränsa listan. <strong>Sortera efter</strong> ordnar den efter senaste ändring, efternamn, ID
            eller födelsedatum. <strong>Visa som</strong> växlar mellan en lista och ett rutnät av kort; plattformen kommer ihåg ditt val. Långa
            listor delas upp i sidor, med Föregående och Nästa.
          </p>
          <p>
            Tipsen under ”Kom igång” kan visas ovanför listan. ”Dölj för tillfället” lägger undan dem för stunden; ”Visa inte tips igen” stänger
            av dem (du kan slå på dem igen i <a href={helpLink('my-account', 'preferences')}>dina inställningar</a>).
          </p>
        </>
      ),
    },
    'new-examinee': {
      title: 'Lägga till en testperson',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.EXAMINEE_EDIT} />
          <p>”Lägg till testperson” öppnar ett formulär:</p>
          <dl>
            <dt>ID (testperson)</dt>
            <dd>
              Unikt inom ditt konto: ett elev-, journal- eller ärendenummer. Endast bokstäver, siffror, mellanslag och . _ - /. Medan du skriver
              kontrollerar formuläret att ID:t är ledigt.
            </dd>
            <dt>Förnamn, mellannamn (valfritt), efternamn</dt>
            <dd>Som de ska stå i rapporterna.</dd>
            <dt>Födelsedatum</dt>
            <dd>Behövs för testpersonens ålder, som avgör vilka formulär och normer som gäller.</dd>
            <dt>Kön</dt>
            <dd>Kvinna, man, annat eller ej angivet; vissa normer beror på det.</dd>
            <dt>Fler uppgifter</dt>
            <dd>E-postadressen (behövs för att skicka en länk via e-post) och ditt kontos fyra anpassade fält, till exempel en klass.</dd>
          </dl>
          <p>
            ”Spara testperson” skapar posten och öppnar den. Fel visas överst i formuläret och vid varje fält.
          </p>
        </>
      ),
    },
    'examinee-page': {
      title: 'En testpersons sida',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.EXAMINEE_VIEW} />
          <p>
            När du öppnar en testperson visas personens uppgifter, <strong>tidigare testningar</strong> och, för användare som får skapa
            testningar, formuläret <strong>Ny testning</strong>. En testperson i ett annat konto finns inte för dig: dess adress säger att
            testpersonen inte är tillgänglig.
          </p>
          <h3>Tidigare testningar</h3>
          <p>
            En rad per testning: instrumentet, när testningen genomfördes, dess status (inte påbörjad, pågår, klar men inte poängsatt, eller
            poängsatt), dess poäng och eventuella kritiska markeringar. Öppna en rad för att gå till testningen. ”Kopiera” skapar en ny testning av
            samma formulär, med eller utan svaren på uppgifterna; ”Ta bort” tar bort en testning ur historiken när du har bekräftat (en
            kontoadministratör kan återställa den under <a href={helpLink('administration', 'deleted-assessments')}>Borttagna testningar</a>).
          </p>
          <h3>Ny testning</h3>
          <p>
            Välj <strong>formulär</strong> och <strong>testdatum</strong> och sedan ”Skapa testning”. Endast formulär som passar testpersonens
            ålder och språk erbjuds; de övriga listas med orsaken. Innan testningen skapas kan plattformen be dig bekräfta: när samma formulär har
            getts inom sitt omtestningsintervall, när testpersonens ålder ligger utanför formulärets åldersspann, eller när ingen licens skulle
            låta dig skapa rapporten. ”Skapa ändå” går vidare.
          </p>
          <h3>Redigera och ta bort</h3>
          <p>
            ”Redigera testperson” öppnar samma formulär som för en ny testperson. ”Ta bort testperson” tar bort testpersonen och alla personens
            testningar från alla listor när du har bekräftat; borttagningen registreras.
          </p>
          <h3>E-post och flera formulär samtidigt</h3>
          <p>
            Testpersonens sida listar alla e-postmeddelanden som har skickats till personen eller om personen och hur de har levererats (i kö,
            skickas, försöker igen med orsaken, skickat eller misslyckades). ”Skicka flera formulär tillsammans” skickar en enda länk för flera
            öppna testningar, som besvaras i den ordning du väljer; se{' '}
            <a href={helpLink('remote-administration', 'several-forms')}>distansadministrering</a>.
          </p>
        </>
      ),
    },
    'group-list': {
      title: 'Grupper',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.EXAMINEE_VIEW} />
          <p>
            En grupp är en klass, en ärendegrupp eller en forskningskohort: ett namn, en typ, ett läsår (som 2026-2027), dess medlemmar (testpersoner) och dess ansvariga (de testledare, lärare och kontoadministratörer som är tilldelade). ”Grupper” i sidhuvudet listar dina grupper med typ, läsår, antal medlemmar och ansvariga. ”Visa arkiverade grupper” lägger till de arkiverade. ”Ny grupp” skapar en (det kräver <code>GROUP_EDIT</code>); en lärare som skapar en grupp tilldelas den.
          </p>
          <p>
            Lärare ser bara testpersonerna i de aktiva grupper de är tilldelade (och dem de själva har registrerat), med deras testningar och rapporter: det berättigade utbildningsintresset i FERPA. En kontoadministratör kan slå på samma regel för testledare och kontoanvändare i <a href={helpLink('manage-accounts')}>Hantera konton</a> (”Testledare och kontoanvändare ser bara testpersonerna i sina grupper”).
          </p>
          <p>
            Markera testpersoner i listan över testpersoner (eller hela sidan med rutan i första kolumnen), välj en grupp eller ”En ny grupp…” och klicka på ”Lägg till i grupp”.
          </p>
        </>
      ),
    },
    'group-page': {
      title: 'En grupps sida',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.EXAMINEE_VIEW} />
          <p>
            En grupps sida visar typ, läsår, ansvariga och medlemmar. ”Byt namn” ändrar namn, typ och läsår. ”Lägg till testpersoner” söker bland de testpersoner du ser och lägger till dem en i taget; ”Ta bort” tar bort en medlem ur gruppen (testpersonens post finns kvar). ”Arkivera grupp” behåller gruppen och dess medlemmar men tar bort den från listorna; de ansvariga ser inte längre medlemmarna genom den, och medlemmarna kan inte ändras förrän ”Återställ grupp”.
          </p>
          <p>
            Kontoadministratörer väljer de ansvariga med ”Välj ansvariga”. En testpersons sida listar de grupper testpersonen tillhör.
          </p>
        </>
      ),
    },
    'examinee-import': {
      title: 'Importera testpersoner',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.EXAMINEE_EDIT} />
          <p>
            ”Importera testpersoner” i listan över testpersoner importerar en OneRoster 1.2 CSV-fil (en ZIP från ett skoladministrativt system: elever blir testpersoner, klasser blir grupper med sina lärare som personal; endast kontoadministratörer) eller en CSV-fil med testpersoner. Välj typ och fil och klicka på ”Ladda upp”; filen skickas i delar och förloppet visas. För en CSV-fil väljer du den kolumn som innehåller varje fält (ID, förnamn och efternamn krävs); tilldelningen sparas till nästa import.
          </p>
          <p>
            Provkörningen läser filen och visar vad importen skapar, uppdaterar och lämnar orört, raderna med fel med fil, rad och orsak, och varningarna (till exempel en lärare som inte är användare i kontot), innan något sparas. En fil med fel i raderna kan inte importeras. En rad vars namn och födelsedatum stämmer med en befintlig testperson med ett annat ID hålls kvar som möjlig dubblett: välj ”Sammanfoga”, ”Behåll båda” eller ”Hoppa över” för var och en. ”Importera” skriver sedan allt på en gång, eller ingenting; importeras samma fil igen ändras ingenting. Lärare kan inte importera.
          </p>
        </>
      ),
    },
  },
};
