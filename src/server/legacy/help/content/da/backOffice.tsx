/** Help in Danish: the back office of internal staff. */
import { PERMISSIONS } from '../../../../../domain/permissions';
import { helpLink } from '../../helpPaths';
import type { HelpTopicText } from '../../helpTopic';
import { Needs } from '../../helpText';

/** The "Back office" page in Danish. */
export const BACK_OFFICE_DA: HelpTopicText = {
  title: 'Backoffice',
  summary: 'Arbejdet for Q-globals backoffice-medarbejdere: kundekontiernes funktionslicenser.',
  sections: {
    'back-office-home': {
      title: 'Backoffice',
      body: () => <p>Backoffice-medarbejdere arbejder for Q-global, ikke for en kundekonto. Efter login lander de i backoffice, som fører til hver del, de må bruge. De ser aldrig testpersoners data; hvert skridt ind i en kundekonto angiver en begrundelse, som revisionsloggen gemmer med kontoen.</p>,
    },
    'feature-licenses': {
      title: 'Funktionslicenser',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.FEATURE_LICENSE_MANAGE} />
          <p>Angiv først, hvorfor du arbejder med kundekonti, for eksempel et sags- eller ordrenummer. Søg derefter i licenserne for alle kundekonti efter kontoens navn eller id, typen (anvendelser, abonnement, anvendelser til grupperapporter) og tilstanden (aktiv, suspenderet, udløbet, afsluttet). “Ny licens” finder en kundekonto og opretter en licens til den: dens navn, de test og rapporttyper, den dækker, de tildelte anvendelser eller et abonnements sidste dag, og indstillinger som pladser eller faktureringsperiode.</p>
          <p>
            En licens’ side ændrer dens vilkår, suspenderer, genoptager eller afslutter den og viser dens historik. Hver ændring kræver sin egen begrundelse. Den gælder straks: kontoens næste rapport afregnes efter de nye vilkår, kontoens forbrugslog viser ændringen med de tilføjede anvendelser, og dens administratorer får besked (se 
            <a href={helpLink('administration', 'licenses')}>licenser og forbrug</a>
            ). En suspenderet licens betaler ikke for nye rapporter; rapporter, der allerede er lavet, forbliver som de er. En afsluttet licens kan ikke ændres igen.
          </p>
        </>
      ),
    },
    'product-configuration': {
      title: 'Produktkonfiguration',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.PRODUCT_CONFIGURE} />
          <p>Hvert instrument i kataloget er et produkt med versioner: én publiceret version, som nye testninger får, ældre erstattede versioner, som de testninger, der blev oprettet med dem, beholder, og højst én kladde under redigering. Oversigten viser produkterne med deres tilstand (kladde, publiceret, trukket tilbage), deres publicerede version, deres kladdeversion og antallet af testninger; de øvrige faner viser katalogets formularer, scoringer og rapporter. „Importér produkt“ tager et produkts JSON (som fil eller indsat) som kladde: Et nyt produkt bliver version 1, et eksisterende får sin næste version. Hvert problem i definitionen vises med det felt, det gælder.</p>
          <p>Et produkts side viser dets versioner, hver med hvem der oprettede og publicerede den, hvornår og hvorfor, og dens JSON til eksport. Kladden viser sine testcases, hver bestået eller ikke bestået med det, der afviger. Den kan først publiceres, når den har mindst én testcase, og alle består. Hver del af kladden har sin egen editor: formularen (generelle oplysninger, de sprog, den gives på, med kilden til hver oversættelse, og dens items: tilføj et af en type, flyt, fjern, med svarmuligheder, intervaller, bedømmelsesskemaer og teksten på hvert sprog, som skal være rettighedshaverens udgivne ord, aldrig en egen oversættelse), scoringen (skalaer, niveauer og normtabeller indsat fra et regneark som CSV), feedbackrapporten (læser, titel, indledning og afslutning på amerikansk engelsk, de skalaer, den viser, og teksterne til deres niveauer og percentiler), scorerapportens afsnit og testcases; en dels øvrige felter redigeres som JSON. Har en anden gemt kladden i mellemtiden, bliver du bedt om at genindlæse den. Forhåndsvisningen scorer de svar, du indtaster, med testpersonens oplysninger ud fra kladden; intet gemmes. Hver ændring kræver en begrundelse, der gemmes med versionen og i revisionsloggen. Et tilbagetrukket produkt tilbydes ikke længere til nye testninger; dets testninger scores og rapporteres fortsat.</p>
        </>
      ),
    },
    'stimulus-books': {
      title: 'Stimulusbøger',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.PRODUCT_CONFIGURE} />
          <p>En stimulusbog er de sider, en testleder viser på testpersonens skærm i en live-session: tekst, læsetekster, itemkort og billeder, på hvert sprog den er udgivet på. Siden viser de udgivne bøger med version, sprog, sider, kildeangivelse og tidspunkt for udgivelse.</p>
          <p>For at udgive en bog vælger du dens JSON-fil og de billedfiler, dens sider nævner (PNG, JPEG eller WebP, hver højst 2 MiB; SVG accepteres ikke), angiver årsagen og udgiver. Billeder, der allerede er udgivet med bogen, skal ikke vælges igen. En bog, hvis version ikke er højere end den udgivne, afvises, og det samme gør en side, der nævner et billede, som hverken er valgt eller gemt; hvert problem vises med det sted, det gælder, og intet udgives. En ny version erstatter den udgivne bog i alle sessioner fra da af; årsagen gemmes i revisionsloggen. Testledere og testpersoner ser en bogs billeder gennem adresser, der kun virker i nogle timer, så et billede ikke kan gives videre.</p>
        </>
      ),
    },
    'assessment-tracker': {
      title: 'Testsporing',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.ASSESSMENT_TRACKER_VIEW} />
          <p>Sporingen besvarer en kundes spørgsmål om én test. Angiv, hvorfor du kigger (et sagsnummer), og find derefter testen ud fra dens id, en testsession eller et fjernlink eller et testperson-id sammen med kundekontoen. Tidslinjen viser, hvad der er sket med den, ældste først, i din tidszone: oprettet, indtastning af svar, links oprettet, åbnet og besvaret, indsendt, scoret, rapporter, e-mails med hvert leveringsforsøg, sletninger og gendannelser, verificering og kopier.</p>
          <p>Navne og svar er skjult. »Vis navne og svar« beder om en ny begrundelse, som revisionsloggen gemmer som sin egen post, og som tidslinjen viser. »Skift status« genåbner en indsendt fjerntest, så dens link kan besvares igen (kun mens linket ikke er udløbet, og der ikke er lavet en rapport på den), lader et link udløbe nu eller markerer en e-mails mislykkede levering som løst. Hver ændring beder om sin begrundelse og vises på tidslinjen.</p>
        </>
      ),
    },
    'feedback-inbox': {
      title: 'Indbakke for tilbagemeldinger',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.FEEDBACK_MANAGE} />
          <p>
            De tilbagemeldinger, brugerne sender (se{' '}
            <a href={helpLink('feedback')}>tilbagemeldinger</a>
            ), havner i indbakken for tilbagemeldinger. Når du har angivet, hvorfor du arbejder med kundekonti, kan du vise dem efter status (ny, tildelt, besvaret, lukket), efter emne, efter hvem der har dem, og efter konto. Siden for en tilbagemelding viser, hvad afsenderen skrev, fra hvilket skærmbillede og hvilken browser, og dens svar.
          </p>
          <p>Tildel den først til en medarbejder i backoffice; den, der har den, kan svare. Et svar når straks afsenderen som en meddelelse, der indeholder svaret og fører til siden for tilbagemeldinger, hvor afsenderen kan skrive tilbage; har afsenderen en e-mailadresse, sendes svaret også som e-mail på afsenderens sprog, og indbakken viser, om e-mailen blev sendt. Luk tilbagemeldingen, når der ikke er mere at gøre; en lukket tilbagemelding kan genåbnes. Hvert trin registreres i revisionsloggen med din begrundelse.</p>
        </>
      ),
    },
    'platform-configuration': {
      title: 'Platformskonfiguration',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.PRODUCT_CONFIGURE} />
          <p>Den konfiguration, platformen og testpersonens spørgeskema indlæser, når de åbnes (config.json): adresserne på kontosiderne, tjenesterne og spørgeskemaet, tiden for advarslen før sessionen udløber, videotjenesten. Hver version gemmes med, hvem der gemte den, hvornår og hvorfor.</p>
          <p>Ret JSON-teksten i den aktuelle version; den kontrolleres mod skemaet for config.json, mens du skriver, og hvert problem vises med sin placering i dokumentet (for eksempel qgServices.contextRoot). Angiv begrundelsen for ændringen, og vælg &quot;Gem som ny version&quot;. Hver server leverer den straks; spørgeskemaets adresse og kontosidernes adresser gælder fra serverens næste start. Har en anden gemt en nyere version, mens du redigerede, afvises gemningen: indlæs igen, og foretag ændringen igen.</p>
          <p>Under &quot;Versioner&quot; vælger du to versioner og &quot;Vis forskellene&quot;: tilføjede linjer er markeret med + og fjernede med −. &quot;Rul tilbage til denne version&quot; beder om en begrundelse og gemmer versionens indhold som en ny version; intet fjernes fra historikken.</p>
        </>
      ),
    },
  },
};
