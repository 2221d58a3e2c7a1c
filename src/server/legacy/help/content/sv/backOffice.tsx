/** Help in Swedish: the back office of internal staff. */
import { PERMISSIONS } from '../../../../../domain/permissions';
import { helpLink } from '../../helpPaths';
import type { HelpTopicText } from '../../helpTopic';
import { Needs } from '../../helpText';

/** The "Back office" page in Swedish. */
export const BACK_OFFICE_SV: HelpTopicText = {
  title: 'Backoffice',
  summary: 'Arbetet för Q-globals backofficepersonal: kundkontonas funktionslicenser.',
  sections: {
    'back-office-home': {
      title: 'Backoffice',
      body: () => <p>Backofficepersonal arbetar för Q-global, inte för ett kundkonto. Efter inloggningen kommer de till backoffice, som leder till varje del de får använda. De ser aldrig testpersoners uppgifter; varje steg in i ett kundkonto anger ett skäl, som granskningsloggen sparar med kontot.</p>,
    },
    'feature-licenses': {
      title: 'Funktionslicenser',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.FEATURE_LICENSE_MANAGE} />
          <p>Ange först varför du arbetar med kundkonton, till exempel ett ärende- eller ordernummer. Sök sedan licenserna för alla kundkonton på kontots namn eller ID, typ (användningar, abonnemang, användningar för grupprapporter) och läge (aktiv, pausad, utgången, avslutad). ”Ny licens” hittar ett kundkonto och skapar en licens för det: dess namn, de formulär och rapporttyper den täcker, de beviljade användningarna eller ett abonnemangs sista dag, och alternativ som platser eller faktureringsperiod.</p>
          <p>
            En licens sida ändrar dess villkor, pausar, återupptar eller avslutar den och visar dess historik. Varje ändring kräver ett eget skäl. Den gäller direkt: kontots nästa rapport debiteras enligt de nya villkoren, kontots användningslogg visar ändringen med de tillagda användningarna, och dess administratörer meddelas (se 
            <a href={helpLink('administration', 'licenses')}>licenser och användning</a>
            ). En pausad licens betalar inga nya rapporter; redan skapade rapporter förblir som de är. En avslutad licens kan inte längre ändras.
          </p>
        </>
      ),
    },
    'product-configuration': {
      title: 'Produktkonfiguration',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.PRODUCT_CONFIGURE} />
          <p>Varje instrument i katalogen är en produkt med versioner: en publicerad version som nya testningar får, äldre ersatta versioner som testningarna som skapades med dem behåller, och högst ett utkast som redigeras. Översikten visar produkterna med tillstånd (utkast, publicerad, tillbakadragen), publicerad version, utkastversion och antal testningar; de andra flikarna visar katalogens formulär, poängsättningar och rapporter. ”Importera en produkt” tar en produkts JSON (som fil eller inklistrad) som utkast: en ny produkt blir version 1, en befintlig får sin nästa version. Varje problem i definitionen visas med det fält det gäller.</p>
          <p>En produkts sida visar dess versioner, var och en med vem som skapade och publicerade den, när och varför, och dess JSON för export. Utkastet visar sina testfall, vart och ett godkänt eller underkänt med det som skiljer. Det kan publiceras först när det har minst ett testfall och alla godkänns. Varje del av utkastet har sin egen redigerare: formuläret (allmänna uppgifter, språken det ges på med källan till varje översättning, och dess uppgifter: lägg till en av en typ, flytta, ta bort, med svarsalternativ, intervall, bedömningsmatriser och texten på varje språk, som måste vara rättighetsinnehavarens utgivna ord, aldrig en egen översättning), poängsättningen (skalor, nivåer och normtabeller inklistrade från ett kalkylark som CSV), återkopplingsrapporten (läsare, titel, inledning och avslutning på amerikansk engelska, skalorna den visar och texterna till deras nivåer och percentiler), poängrapportens avsnitt och testfallen; en dels övriga fält redigeras som JSON. Har någon annan sparat utkastet under tiden ombeds du läsa in det igen. Förhandsgranskningen poängsätter svar som du skriver, med testpersonens uppgifter, med hjälp av utkastet; inget sparas. Varje ändring kräver ett skäl, som sparas med versionen och i granskningsloggen. En tillbakadragen produkt erbjuds inte längre för nya testningar; dess testningar poängsätts och rapporteras fortfarande.</p>
        </>
      ),
    },
    'stimulus-books': {
      title: 'Stimulusböcker',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.PRODUCT_CONFIGURE} />
          <p>En stimulusbok är de sidor som testledaren visar på testpersonens skärm under en livesession: text, lästexter, uppgiftskort och bilder, på varje språk den är publicerad på. Sidan visar de publicerade böckerna med version, språk, sidor, källhänvisning och när de publicerades.</p>
          <p>För att publicera en bok väljer du dess JSON-fil och de bildfiler som sidorna nämner (PNG, JPEG eller WebP, var och en högst 2 MiB; SVG tas inte emot), anger skälet och publicerar. Bilder som redan publicerats med boken behöver inte väljas igen. En bok vars version inte är högre än den publicerade avvisas, liksom en sida som nämner en bild som varken är vald eller sparad; varje problem visas med det ställe det gäller och ingenting publiceras. En ny version ersätter den publicerade boken i alla sessioner från och med då; skälet sparas i granskningsloggen. Testledare och testpersoner ser en boks bilder via adresser som bara fungerar i några timmar, så att en bild inte kan lämnas vidare.</p>
        </>
      ),
    },
    'assessment-tracker': {
      title: 'Testspårning',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.ASSESSMENT_TRACKER_VIEW} />
          <p>Spårningen besvarar en kunds fråga om ett test. Ange varför du tittar (ett ärendenummer) och hitta sedan testet med dess id, med en testsession eller en distanslänk, eller med ett testperson-id tillsammans med kundkontot. Tidslinjen visar vad som har hänt med det, äldst först, i din tidszon: skapat, inmatning av svar, länkar skapade, öppnade och besvarade, inskickat, poängsatt, rapporter, e-postmeddelanden med varje leveransförsök, borttagningar och återställningar, verifiering och kopior.</p>
          <p>Namn och svar är dolda. ”Visa namn och svar” ber om ett andra skäl, som granskningsloggen sparar som en egen post och som tidslinjen visar. ”Ändra status” öppnar ett inskickat distanstest igen så att länken kan besvaras på nytt (bara så länge länken inte har gått ut och ingen rapport har skapats för testet), låter en länk gå ut nu eller markerar ett e-postmeddelandes misslyckade leverans som löst. Varje ändring ber om sitt skäl och visas på tidslinjen.</p>
        </>
      ),
    },
    'feedback-inbox': {
      title: 'Inkorg för återkoppling',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.FEEDBACK_MANAGE} />
          <p>
            Den återkoppling som användarna skickar (se{' '}
            <a href={helpLink('feedback')}>återkoppling</a>
            ) hamnar i inkorgen för återkoppling. När du har angett varför du arbetar med kundkonton visar du den efter status (ny, tilldelad, besvarad, stängd), efter ämne, efter vem som har den och efter konto. Sidan för en återkoppling visar vad avsändaren skrev, från vilken skärmbild och webbläsare, och dess svar.
          </p>
          <p>Tilldela den först till en medarbetare i backoffice; den som har den kan svara. Ett svar når avsändaren direkt som en avisering som innehåller svaret och länkar till sidan för återkoppling, där avsändaren kan skriva tillbaka; har avsändaren en e-postadress skickas svaret också med e-post på avsändarens språk, och inkorgen visar om e-postmeddelandet skickades. Stäng återkopplingen när inget mer återstår; stängd återkoppling kan öppnas igen. Varje steg registreras i granskningsloggen med ditt skäl.</p>
        </>
      ),
    },
    'platform-configuration': {
      title: 'Plattformskonfiguration',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.PRODUCT_CONFIGURE} />
          <p>Konfigurationen som plattformen och testpersonens frågeformulär läser in när de öppnas (config.json): adresserna till kontosidorna, tjänsterna och frågeformuläret, tiden för varningen innan sessionen går ut, videotjänsten. Varje version sparas, med vem som sparade den, när och varför.</p>
          <p>Redigera JSON-texten i den aktuella versionen; den kontrolleras mot schemat för config.json medan du skriver, och varje problem visas med sin plats i dokumentet (till exempel qgServices.contextRoot). Ange skälet till ändringen och välj ”Spara som ny version”. Varje server levererar den genast; frågeformulärets adress och kontosidornas adresser gäller från servrarnas nästa start. Om någon har sparat en nyare version medan du redigerade avvisas sparandet: läs in igen och gör ändringen på nytt.</p>
          <p>Under ”Versioner” väljer du två versioner och ”Visa skillnaderna”: tillagda rader markeras med + och borttagna med −. ”Återställ till den här versionen” frågar efter ett skäl och sparar versionens innehåll som en ny version; inget tas bort ur historiken.</p>
        </>
      ),
    },
  },
};
