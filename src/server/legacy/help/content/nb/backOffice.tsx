/** Help in Norwegian Bokmål: the back office of internal staff. */
import { PERMISSIONS } from '../../../../../domain/permissions';
import { helpLink } from '../../helpPaths';
import type { HelpTopicText } from '../../helpTopic';
import { Needs } from '../../helpText';

/** The "Back office" page in Norwegian Bokmål. */
export const BACK_OFFICE_NB: HelpTopicText = {
  title: 'Backoffice',
  summary: 'Arbeidet til Q-globals backoffice-ansatte: kundekontoenes funksjonslisenser.',
  sections: {
    'back-office-home': {
      title: 'Backoffice',
      body: () => <p>Backoffice-ansatte arbeider for Q-global, ikke for en kundekonto. Etter innlogging kommer de til backoffice, som fører til hver del de får bruke. De ser aldri testpersoners data; hvert steg inn i en kundekonto oppgir en begrunnelse, som revisjonsloggen lagrer med kontoen.</p>,
    },
    'feature-licenses': {
      title: 'Funksjonslisenser',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.FEATURE_LICENSE_MANAGE} />
          <p>Oppgi først hvorfor du arbeider med kundekontoer, for eksempel et saks- eller ordrenummer. Søk deretter i lisensene til alle kundekontoer etter kontoens navn eller ID, typen (antall bruk, abonnement, bruk til grupperapporter) og tilstanden (aktiv, suspendert, utløpt, avsluttet). «Ny lisens» finner en kundekonto og oppretter en lisens for den: navnet, testene og rapporttypene den dekker, tildelt antall bruk eller siste dag i et abonnement, og alternativer som plasser eller faktureringsperiode.</p>
          <p>
            Siden til en lisens endrer vilkårene, suspenderer, gjenopptar eller avslutter den og viser historikken. Hver endring krever sin egen begrunnelse. Den gjelder straks: kontoens neste rapport belastes etter de nye vilkårene, kontoens bruksoversikt viser endringen med antall bruk som ble lagt til, og administratorene får beskjed (se 
            <a href={helpLink('administration', 'licenses')}>lisenser og bruk</a>
            ). En suspendert lisens betaler ikke for nye rapporter; rapporter som allerede er laget, forblir som de er. En avsluttet lisens kan ikke endres igjen.
          </p>
        </>
      ),
    },
    'product-configuration': {
      title: 'Produktkonfigurasjon',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.PRODUCT_CONFIGURE} />
          <p>Hvert instrument i katalogen er et produkt med versjoner: én publisert versjon som nye testinger får, eldre erstattede versjoner som testingene som ble opprettet med dem, beholder, og høyst ett utkast under redigering. Oversikten viser produktene med tilstand (utkast, publisert, trukket tilbake), publisert versjon, utkastversjon og antall testinger; de andre fanene viser katalogens skjemaer, skåringer og rapporter. «Importer et produkt» tar et produkts JSON (som fil eller limt inn) som utkast: Et nytt produkt blir versjon 1, et eksisterende får sin neste versjon. Hvert problem i definisjonen vises med feltet det gjelder.</p>
          <p>Siden for et produkt viser versjonene, hver med hvem som opprettet og publiserte den, når og hvorfor, og JSON-en for eksport. Utkastet viser testtilfellene, hvert bestått eller ikke bestått med det som avviker. Det kan bare publiseres når det har minst ett testtilfelle og alle består. Hver del av utkastet har sin egen editor: skjemaet (generelle opplysninger, språkene det gis på med kilden til hver oversettelse, og leddene: legg til ett av en type, flytt, fjern, med svaralternativer, verdiområder, vurderingsskjemaer og teksten på hvert språk, som må være rettighetshaverens utgitte ord, aldri en egen oversettelse), skåringen (skalaer, nivåer og normtabeller limt inn fra et regneark som CSV), tilbakemeldingsrapporten (leser, tittel, innledning og avslutning på amerikansk engelsk, skalaene den viser, og tekstene til nivåene og persentilene deres), delene av skårrapporten og testtilfellene; de øvrige feltene i en del redigeres som JSON. Har noen andre lagret utkastet i mellomtiden, blir du bedt om å laste det inn på nytt. Forhåndsvisningen skårer svarene du skriver inn, med testpersonens opplysninger, med utkastet; ingenting lagres. Hver endring krever en begrunnelse, som lagres med versjonen og i revisjonsloggen. Et tilbaketrukket produkt tilbys ikke lenger for nye testinger; testingene skåres og rapporteres fortsatt.</p>
        </>
      ),
    },
    'stimulus-books': {
      title: 'Stimulusbøker',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.PRODUCT_CONFIGURE} />
          <p>En stimulusbok er sidene en testleder viser på testpersonens skjerm i en direkteøkt: tekst, lesetekster, leddkort og bilder, på hvert språk den er publisert på. Siden viser de publiserte bøkene med versjon, språk, sider, kildeangivelse og når de ble publisert.</p>
          <p>For å publisere en bok velger du JSON-filen og bildefilene sidene nevner (PNG, JPEG eller WebP, hver på høyst 2 MiB; SVG godtas ikke), oppgir årsaken og publiserer. Bilder som allerede er publisert med boken, trenger ikke velges på nytt. En bok med en versjon som ikke er høyere enn den publiserte, avvises, og det samme gjør en side som nevner et bilde som verken er valgt eller lagret; hvert problem vises med stedet det gjelder, og ingenting publiseres. En ny versjon erstatter den publiserte boken i alle økter fra da av; årsaken lagres i revisjonsloggen. Testledere og testpersoner ser bildene i en bok gjennom adresser som bare virker i noen timer, slik at et bilde ikke kan gis videre.</p>
        </>
      ),
    },
    'assessment-tracker': {
      title: 'Testsporing',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.ASSESSMENT_TRACKER_VIEW} />
          <p>Sporingen svarer på en kundes spørsmål om én test. Oppgi hvorfor du ser på den (et saksnummer), og finn så testen ut fra ID-en, en testøkt eller en fjernlenke, eller en testperson-ID sammen med kundekontoen. Tidslinjen viser hva som har skjedd med den, eldste først, i din tidssone: opprettet, registrering av svar, lenker opprettet, åpnet og besvart, sendt inn, skåret, rapporter, e-poster med hvert leveringsforsøk, slettinger og gjenopprettinger, verifisering og kopier.</p>
          <p>Navn og svar er skjult. «Vis navn og svar» ber om en ny begrunnelse, som revisjonsloggen tar vare på som en egen oppføring, og som tidslinjen viser. «Endre status» åpner en innsendt fjerntest igjen slik at lenken kan besvares på nytt (bare så lenge lenken ikke er utløpt og det ikke er laget noen rapport på den), lar en lenke utløpe nå eller markerer en e-posts mislykkede levering som løst. Hver endring ber om sin begrunnelse og vises på tidslinjen.</p>
        </>
      ),
    },
    'feedback-inbox': {
      title: 'Innboks for tilbakemeldinger',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.FEEDBACK_MANAGE} />
          <p>
            Tilbakemeldingene brukerne sender (se{' '}
            <a href={helpLink('feedback')}>tilbakemeldinger</a>
            ), havner i innboksen for tilbakemeldinger. Når du har oppgitt hvorfor du arbeider med kundekontoer, viser du dem etter status (ny, tildelt, besvart, lukket), etter tema, etter hvem som har dem, og etter konto. Siden for en tilbakemelding viser hva avsenderen skrev, fra hvilket skjermbilde og hvilken nettleser, og svarene.
          </p>
          <p>Tildel den først til en medarbeider i backoffice; den som har den, kan svare. Et svar når avsenderen med en gang som et varsel som inneholder svaret og lenker til siden for tilbakemeldinger, der avsenderen kan skrive tilbake; har avsenderen en e-postadresse, sendes svaret også på e-post på avsenderens språk, og innboksen viser om e-posten ble sendt. Lukk tilbakemeldingen når det ikke er mer å gjøre; en lukket tilbakemelding kan åpnes igjen. Hvert trinn registreres i revisjonsloggen med begrunnelsen din.</p>
        </>
      ),
    },
    'platform-configuration': {
      title: 'Plattformkonfigurasjon',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.PRODUCT_CONFIGURE} />
          <p>Konfigurasjonen som plattformen og testpersonens spørreskjema laster inn når de åpnes (config.json): adressene til kontosidene, tjenestene og spørreskjemaet, tiden for varselet før økten utløper, videotjenesten. Hver versjon tas vare på, med hvem som lagret den, når og hvorfor.</p>
          <p>Rediger JSON-teksten i gjeldende versjon; den kontrolleres mot skjemaet for config.json mens du skriver, og hvert problem vises med sin plass i dokumentet (for eksempel qgServices.contextRoot). Oppgi begrunnelsen for endringen, og velg «Lagre som ny versjon». Hver server leverer den straks; adressen til spørreskjemaet og adressene til kontosidene gjelder fra neste oppstart av serverne. Har noen lagret en nyere versjon mens du redigerte, avvises lagringen: last inn på nytt og gjør endringen på nytt.</p>
          <p>Under «Versjoner» velger du to versjoner og «Vis forskjellene»: linjer som er lagt til, er merket med +, og linjer som er fjernet, med −. «Rull tilbake til denne versjonen» ber om en begrunnelse og lagrer innholdet i den versjonen som en ny versjon; ingenting fjernes fra historikken.</p>
        </>
      ),
    },
  },
};
