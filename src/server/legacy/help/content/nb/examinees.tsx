/** Help in Norwegian Bokmål: the examinee list, a new examinee, and an examinee's page. */
import { PERMISSIONS } from '../../../../../domain/permissions';
import { helpLink } from '../../helpPaths';
import type { HelpTopicText } from '../../helpTopic';
import { Needs } from '../../helpText';

/** The "Examinees" page in Norwegian Bokmål. */
export const EXAMINEES_NB: HelpTopicText = {
  title: 'Testpersoner',
  summary: 'Finne, legge til, redigere og slette testpersoner, og starte en testing fra en testperson.',
  sections: {
    'examinee-list': {
      title: 'Oversikten over testpersoner',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.EXAMINEE_VIEW} />
          <p>
            «Testpersoner» i toppfeltet åpner oversikten over kontoens testpersoner; det er også her plattformen starter. Skriv et navn eller en ID i{' '}
            <strong>Søk</strong> for å snevre inn listen. <strong>Sorter etter</strong> ordner den etter sist endret, etternavn, ID eller
            fødselsdato. <strong>Vis som</strong> bytter mellom en liste og et rutenett med kort; plattformen husker valget ditt. Lange lister er
            delt opp i sider, med Forrige og Neste.
          </p>
          <p>
            Tipsene under «Kom i gang» kan vises over listen. «Skjul inntil videre» legger dem bort for øyeblikket; «Ikke vis tips igjen» slår dem av
            (du kan slå dem på igjen i <a href={helpLink('my-account', 'preferences')}>innstillingene dine</a>).
          </p>
        </>
      ),
    },
    'new-examinee': {
      title: 'Legge til en testperson',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.EXAMINEE_EDIT} />
          <p>«Legg til testperson» åpner et skjema:</p>
          <dl>
            <dt>ID (testperson)</dt>
            <dd>
              Unik på kontoen din: et elev-, journal- eller saksnummer. Bare bokstaver, sifre, mellomrom og . _ - /. Mens du skriver, kontrollerer
              skjemaet at ID-en er ledig.
            </dd>
            <dt>Fornavn, mellomnavn (valgfritt), etternavn</dt>
            <dd>Slik de skal stå i rapportene.</dd>
            <dt>Fødselsdato</dt>
            <dd>Trengs for testpersonens alder, som avgjør hvilke skjemaer og normer som gjelder.</dd>
            <dt>Kjønn</dt>
            <dd>Kvinne, mann, annet eller ikke oppgitt; noen normer avhenger av det.</dd>
            <dt>Flere opplysninger</dt>
            <dd>E-postadressen (trengs for å sende en lenke på e-post) og kontoens fire egendefinerte felter, for eksempel en klasse.</dd>
          </dl>
          <p>
            «Lagre testperson» oppretter posten og åpner den. Feil vises øverst i skjemaet og ved hvert felt.
          </p>
        </>
      ),
    },
    'examinee-page': {
      title: 'Siden for en testperson',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.EXAMINEE_VIEW} />
          <p>
            Når du åpner en testperson, ser du opplysningene, <strong>tidligere testinger</strong> og, for brukere som kan opprette testinger,
            skjemaet <strong>Ny testing</strong>. En testperson på en annen konto finnes ikke for deg: adressen viser «Testperson ikke
            tilgjengelig».
          </p>
          <h3>Tidligere testinger</h3>
          <p>
            Én rad per testing: instrumentet, når det ble gjennomført, statusen (ikke påbegynt, pågår, fullført men ikke skåret, eller skåret),
            skåren og eventuelle kritiske markeringer. Åpne en rad for å gå til testingen. «Kopier» lager en ny testing av samme skjema, med eller
            uten svarene på leddene; «Slett» fjerner en testing fra historikken når du har bekreftet (en kontoadministrator kan gjenopprette den fra{' '}
            <a href={helpLink('administration', 'deleted-assessments')}>Slettede testinger</a>).
          </p>
          <h3>Ny testing</h3>
          <p>
            Velg <strong>skjema</strong> og <strong>testdato</strong>, og deretter «Opprett testing». Bare skjemaer som passer testpersonens alder og
            språk, tilbys; de andre vises med årsaken. Før testingen opprettes, kan plattformen be deg bekrefte: når samme skjema ble gjennomført
            innenfor retestintervallet, når testpersonens alder ligger utenfor skjemaets aldersområde, eller når ingen lisens ville la deg lage
            rapporten. «Opprett likevel» fortsetter.
          </p>
          <h3>Redigere og slette</h3>
          <p>
            «Rediger testperson» åpner det samme skjemaet som for en ny testperson. «Slett testperson» fjerner testpersonen og alle tilhørende
            testinger fra alle lister når du har bekreftet; slettingen blir registrert.
          </p>
          <h3>E-poster og flere skjemaer sendt sammen</h3>
          <p>
            Siden for testpersonen viser alle e-poster som er sendt til eller om testpersonen, og leveringen av dem (i kø, sendes, prøver igjen med
            årsaken, sendt eller mislyktes). «Send flere skjemaer sammen» sender én lenke for flere åpne testinger, som besvares i den rekkefølgen du
            velger; se <a href={helpLink('remote-administration', 'several-forms')}>fjernadministrering</a>.
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
            En gruppe er en klasse, en saksportefølje eller en forskningskohort: et navn, en type, et skoleår (som 2026-2027), medlemmene (testpersoner) og de ansvarlige (testlederne, lærerne og kontoadministratorene som er tilknyttet). «Grupper» i toppfeltet viser gruppene dine med type, skoleår, antall medlemmer og ansvarlige. «Vis arkiverte grupper» tar med de arkiverte. «Ny gruppe» oppretter en (det krever <code>GROUP_EDIT</code>); en lærer som oppretter en gruppe, blir tilknyttet den.
          </p>
          <p>
            Lærere ser bare testpersonene i de aktive gruppene de er tilknyttet (og dem de selv har registrert), med testinger og rapporter: den berettigede utdanningsinteressen i FERPA. En kontoadministrator kan slå på samme regel for testledere og kontobrukere i <a href={helpLink('manage-accounts')}>Administrer kontoer</a> («Testledere og kontobrukere ser bare testpersonene i gruppene sine»).
          </p>
          <p>
            Kryss av testpersoner i listen over testpersoner (eller hele siden med boksen i første kolonne), velg en gruppe eller «En ny gruppe…», og klikk på «Legg til i gruppe».
          </p>
        </>
      ),
    },
    'group-page': {
      title: 'Siden til en gruppe',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.EXAMINEE_VIEW} />
          <p>
            Siden til en gruppe viser type, skoleår, ansvarlige og medlemmer. «Gi nytt navn» endrer navn, type og skoleår. «Legg til testpersoner» søker blant testpersonene du ser, og legger dem til én og én; «Fjern» tar et medlem ut av gruppen (testpersonens post blir værende). «Arkiver gruppe» beholder gruppen og medlemmene, men tar den ut av listene; de ansvarlige ser ikke lenger medlemmene gjennom den, og medlemmene kan ikke endres før «Gjenopprett gruppe».
          </p>
          <p>
            Kontoadministratorer velger de ansvarlige med «Velg ansvarlige». Siden til en testperson viser gruppene testpersonen tilhører.
          </p>
        </>
      ),
    },
    'examinee-import': {
      title: 'Importere testpersoner',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.EXAMINEE_EDIT} />
          <p>
            «Importer testpersoner» på listen over testpersoner importerer en OneRoster 1.2 CSV-fil (en ZIP fra et skoleadministrativt system: elever blir testpersoner, klasser blir grupper med lærerne som personale; bare kontoadministratorer) eller en CSV-fil med testpersoner. Velg typen og filen, og klikk på «Last opp»; filen sendes i deler, og fremdriften vises. For en CSV-fil velger du kolonnen som inneholder hvert felt (ID, fornavn og etternavn er påkrevd); tilordningen lagres til neste import.
          </p>
          <p>
            Prøvekjøringen leser filen og viser hva importen oppretter, oppdaterer og lar være, radene med feil med fil, linje og årsak, og advarslene (for eksempel en lærer som ikke er bruker i kontoen), før noe lagres. En fil med feil i radene kan ikke importeres. En rad der navn og fødselsdato stemmer med en eksisterende testperson med en annen ID, holdes tilbake som mulig duplikat: velg «Slå sammen», «Behold begge» eller «Hopp over» for hver. «Importer» skriver deretter alt på én gang, eller ingenting; importeres den samme filen igjen, endres ingenting. Lærere kan ikke importere.
          </p>
        </>
      ),
    },
  },
};
