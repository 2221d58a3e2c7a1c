/** Help in Danish: an assessment's page (item entry, scores, reports) and its item-entry verification. */
import { ENTRY_DRAFT_MAX_AGE_DAYS } from '../../../../../domain/entryDraft';
import { PERMISSIONS } from '../../../../../domain/permissions';
import { helpLink } from '../../helpPaths';
import type { HelpTopicText } from '../../helpTopic';
import { Key, Needs } from '../../helpText';

/** The "An assessment" page in Danish. */
export const ASSESSMENT_DA: HelpTopicText = {
  title: 'En testning',
  summary: 'Indtastning af svar med tastaturet, scorerne mens du skriver, den gældende score, rapporter og kontrol af indtastningen en gang til.',
  sections: {
    'assessment-page': {
      title: 'Siden for en testning',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.ASSESSMENT_VIEW} />
          <p>
            Siden for en testning viser testpersonen, skemaet, hvornår testningen blev gennemført og af hvilken testleder, og derefter dens dele:
            oplysninger om administrationen, indtastning af items, scorer, den gældende score, rapporter og fjernadministration. Brugere, der kun må
            se (kontobrugere), ser svarene og scorerne, men kan ikke ændre dem. Indtastning og scoring kræver{' '}
            <code>{PERMISSIONS.ASSESSMENT_EDIT}</code>; oprettelse af en rapport kræver <code>{PERMISSIONS.REPORT_GENERATE}</code>.
          </p>
        </>
      ),
    },
    'item-entry': {
      title: 'Indtastning af items',
      body: () => (
        <>
          <p>
            Hvert item viser sit nummer og sine svarmuligheder, hver med en tast, der skal trykkes på. Tryk på tasten for at indtaste svaret.{' '}
            <Key>↑</Key> og <Key>↓</Key> eller <Key>Tab</Key> skifter mellem items; <Key>Backspace</Key> rydder et item. En tast, der ikke hører til
            itemmet, afvises med en meddelelse om, hvilke taster der er tilladt. Med »Gå videre til næste item, når et svar er indtastet« i dine
            præferencer flytter markøren sig selv videre.
          </p>
          <p>
            Nogle skemaer beder i stedet om tal (for eksempel antal ord læst korrekt på et minut): skriv hele tallet, og tryk derefter på{' '}
            <Key>Enter</Key> eller <Key>Tab</Key>. Feltet beholder præcis det, du skrev: et decimaltal (<code>12,5</code>), et tal uden for itemmets
            interval eller andet, der ikke er et helt tal, bliver aldrig lavet om til et helt tal, men markeres med årsagen, og »Gem« og »Scor«
            venter, til det er rettet. Nogle skemaer har en læsetekst, som vises, når klassetrinnet er valgt. Essayitems scores med en rubrik: vælg
            et niveau for hvert kriterium, og vælg derefter »Registrér rubrikscorer«.
          </p>
          <p>
            »Gem« gemmer svarene; bjælken ved siden af viser, når der er ændringer, der ikke er gemt. Hvis en anden har ændret testningen i en
            anden fane eller på en anden computer, får du det at vide, når du gemmer: »Genindlæs« viser deres version.
          </p>
          <p>
            Det, du skriver, gemmes også på denne computer, indtil det er gemt i testningen, så en genindlæsning, en lukket fane eller en session,
            der er udløbet, ikke mister noget: åbn testningen igen her, så kommer indtastningerne tilbage med en besked og mulighed for at kassere
            dem. De kommer kun tilbage på den version, de blev skrevet på; er testningen gemt et andet sted i mellemtiden, siger beskeden, at de
            ikke blev gendannet. Forlader du siden med indtastninger, der ikke er gemt (via et link, <Key>Tilbage</Key>, genindlæsning eller ved at
            lukke fanen), bliver du spurgt først. Indtastninger, der er ældre end {ENTRY_DRAFT_MAX_AGE_DAYS} dage, gendannes ikke: de fjernes,
            næste gang testningen åbnes.
          </p>
        </>
      ),
    },
    'administration-details': {
      title: 'Oplysninger om administrationen og normer',
      body: () => (
        <p>
          Nogle skemaer kræver administrationens <strong>klassetrin</strong> og <strong>tidspunkt</strong> (efterår, vinter eller forår) eller en{' '}
          <strong>sammenligningsgruppe</strong>: de bestemmer, hvilke normer scoren sammenlignes med. Indtil de er valgt, vises scorerne uden
          T-score eller percentil. Se <a href={helpLink('scoring')}>scoringsbegreber</a>.
        </p>
      ),
    },
    scores: {
      title: 'Scorer mens du skriver og den gældende score',
      body: () => (
        <>
          <p>
            Panelet <strong>Scorer</strong> opdateres ved hvert tastetryk: hver skalas råscore, dens niveau og T-score og percentil, når normerne
            gælder. Det markerer scorer som »indtil videre« eller »foreløbig«, indtil alle obligatoriske items er besvaret, og viser, hvilke items der
            stadig mangler. Markeringer viser kritiske items og advarsler, som du skal være opmærksom på.
          </p>
          <p>
            Du kan vælge »Scor«, så snart testningen kan scores. Svarene scores så på serveren efter instrumentets publicerede regler, og
            resultatet gemmes som den <strong>gældende score</strong> sammen med tidspunktet for scoringen. Ændres svarene bagefter, siger siden
            det: scor igen for at opdatere den.
          </p>
          <p>
            Hvor instrumentets manual har en regel for ændring mellem to administrationer (WHO-5: en forskel på 10 procentpoint eller mere er en
            signifikant ændring), viser den gældende score også <strong>Ændring siden forrige administration</strong>: testpersonens seneste
            tidligere scorede testning med samme skema, dens score, denne score og forskellen, markeret når den opfylder reglen. Scorerapporten
            udskriver den samme linje.
          </p>
        </>
      ),
    },
    reports: {
      title: 'Rapporter',
      body: (facts) => (
        <>
          <p>
            Når testningen er scoret, laver <strong>Ny rapport</strong> en PDF: en <strong>scorerapport</strong> til fagpersonen og, hvor skemaet har
            en, en <strong>feedbackrapport</strong> i et letforståeligt sprog til testpersonen eller en forælder. Vælg sammenligningsgruppen,
            sproget og om svarene på items skal medtages. Formularen viser din licensstatus, og hvad rapporten vil koste.
          </p>
          <p>
            En rapport bruger én anvendelse af din kontos licenser, medmindre et abonnement dækker den. At oprette en rapport igen for en uændret
            testning er gratis, og det samme gælder en ny rapport efter rettelse af en indtastningsfejl inden for {facts.correctionWindowDays} dage
            efter den første rapport. Er der ingen anvendelser tilbage, oprettes der intet; spørg din kontoadministrator.
          </p>
          <p>
            <strong>Tidligere rapporter</strong> gemmer hver version, nyeste først, med indstillinger, pris, forfatter og størrelse. »Hent« åbner en
            gemt version, »Opret igen« tilføjer en ny version (som aldrig overskriver en eksisterende), og »Slet« fjerner en version fra historikken,
            når du har bekræftet.
          </p>
        </>
      ),
    },
    verification: {
      title: 'Verificering af indtastning',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.ASSESSMENT_EDIT} />
          <p>
            »Verificér indtastning« på siden for testningen åbner en blind anden indtastning: skriv svarene igen fra papirskemaet, mens den første
            indtastning er skjult, og vælg derefter »Sammenlign«. Alle items, hvor de to indtastninger er forskellige, vises med begge værdier;
            kontrollér papirskemaet, vælg den korrekte værdi for hvert item, og vælg »Bekræft og verificér«. Siden for testningen viser derefter,
            hvem der verificerede den og hvornår. Kræver din konto verificering, kan en testning ikke scores, før den er verificeret.
          </p>
        </>
      ),
    },
  },
};
