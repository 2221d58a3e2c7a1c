/** Help in Danish: the examinee list, a new examinee, and an examinee's page. */
import { PERMISSIONS } from '../../../../../domain/permissions';
import { helpLink } from '../../helpPaths';
import type { HelpTopicText } from '../../helpTopic';
import { Needs } from '../../helpText';

/** The "Examinees" page in Danish. */
export const EXAMINEES_DA: HelpTopicText = {
  title: 'Testpersoner',
  summary: 'At finde, oprette, redigere og slette testpersoner og at starte en testning ud fra en testperson.',
  sections: {
    'examinee-list': {
      title: 'Listen over testpersoner',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.EXAMINEE_VIEW} />
          <p>
            »Testpersoner« i topbjælken åbner listen over din kontos testpersoner; det er også her, platformen starter. Skriv et navn eller et
            ID i <strong>Søg</strong> for at indsnævre listen. <strong>Sortér efter</strong> ordner den efter seneste ændring, efternavn, ID eller
            fødselsdato. <strong>Vis som</strong> skifter mellem en liste og et gitter af kort; platformen husker dit valg. Lange lister er delt op
            i sider med Forrige og Næste.
          </p>
          <p>
            Tipsene »Kom godt i gang« kan blive vist over listen. »Skjul indtil videre« lægger dem væk for nu; »Vis ikke tips igen« slår dem fra
            (du kan slå dem til igen i <a href={helpLink('my-account', 'preferences')}>dine præferencer</a>).
          </p>
        </>
      ),
    },
    'new-examinee': {
      title: 'Oprette en testperson',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.EXAMINEE_EDIT} />
          <p>»Opret testperson« åbner en formular:</p>
          <dl>
            <dt>ID (testperson)</dt>
            <dd>
              Entydigt på din konto: et elev-, journal- eller sagsnummer. Kun bogstaver, cifre, mellemrum og . _ - /. Mens du skriver, kontrollerer
              formularen, at ID&apos;et er ledigt.
            </dd>
            <dt>Fornavn, mellemnavn (valgfrit), efternavn</dt>
            <dd>Sådan som de skal stå i rapporterne.</dd>
            <dt>Fødselsdato</dt>
            <dd>Nødvendig for testpersonens alder, som bestemmer, hvilke skemaer og normer der gælder.</dd>
            <dt>Køn</dt>
            <dd>Kvinde, mand, andet eller ikke oplyst; nogle normer afhænger af det.</dd>
            <dt>Flere oplysninger</dt>
            <dd>E-mailadressen (nødvendig for at sende et link pr. e-mail) og din kontos fire brugerdefinerede felter, for eksempel en klasse.</dd>
          </dl>
          <p>»Gem testperson« opretter posten og åbner den. Fejl vises øverst i formularen og ud for hvert felt.</p>
        </>
      ),
    },
    'examinee-page': {
      title: 'Siden for en testperson',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.EXAMINEE_VIEW} />
          <p>
            Når du åbner en testperson, ser du vedkommendes oplysninger, <strong>tidligere testninger</strong> og, for brugere der må oprette
            testninger, formularen <strong>Ny testning</strong>. En testperson på en anden konto findes ikke for dig: adressen viser »Testperson ikke
            tilgængelig«.
          </p>
          <h3>Tidligere testninger</h3>
          <p>
            Én række pr. testning: instrumentet, hvornår testningen blev gennemført, dens status (ikke påbegyndt, i gang, fuldført men ikke scoret
            eller scoret), dens score og eventuelle kritiske markeringer. Åbn en række for at gå til testningen. »Kopiér« opretter en ny testning
            med samme skema, med eller uden svarene på items; »Slet« fjerner en testning fra historikken, når du har bekræftet (en kontoadministrator
            kan gendanne den under <a href={helpLink('administration', 'deleted-assessments')}>Slettede testninger</a>).
          </p>
          <h3>Ny testning</h3>
          <p>
            Vælg <strong>skemaet</strong> og <strong>testdatoen</strong>, og vælg derefter »Opret testning«. Kun skemaer, der passer til
            testpersonens alder og sprog, tilbydes; de øvrige vises med begrundelsen. Før testningen oprettes, kan platformen bede dig bekræfte: når
            samme skema er givet inden for sit retestinterval, når testpersonens alder ligger uden for skemaets aldersinterval, eller når ingen licens
            ville give dig mulighed for at oprette rapporten. »Opret alligevel« fortsætter.
          </p>
          <h3>Redigere og slette</h3>
          <p>
            »Redigér testperson« åbner den samme formular som for en ny testperson. »Slet testperson« fjerner testpersonen og alle vedkommendes
            testninger fra alle lister, når du har bekræftet; sletningen bliver registreret.
          </p>
          <h3>E-mails og afsendelse af flere skemaer sammen</h3>
          <p>
            Testpersonens side viser alle e-mails, der er sendt til eller om vedkommende, og deres levering (i kø, sendes, prøver igen med årsagen,
            sendt eller mislykkedes). »Send flere skemaer sammen« sender ét link til flere åbne testninger, som besvares i den rækkefølge, du vælger;
            se <a href={helpLink('remote-administration', 'several-forms')}>fjernadministration</a>.
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
            En gruppe er en klasse, en sagsportefølje eller en forskningskohorte: et navn, en type, et skoleår (som 2026-2027), dens medlemmer (testpersoner) og dens ansvarlige (de testledere, lærere og kontoadministratorer, der er tilknyttet). „Grupper“ i sidehovedet viser dine grupper med type, skoleår, antal medlemmer og ansvarlige. „Vis arkiverede grupper“ tilføjer de arkiverede. „Ny gruppe“ opretter en (det kræver <code>GROUP_EDIT</code>); en lærer, der opretter en gruppe, bliver tilknyttet den.
          </p>
          <p>
            Lærere ser kun testpersonerne i de aktive grupper, de er tilknyttet (og dem, de selv har oprettet), med deres testninger og rapporter: den legitime uddannelsesmæssige interesse i FERPA. En kontoadministrator kan slå samme regel til for testledere og kontobrugere i <a href={helpLink('manage-accounts')}>Administrer konti</a> („Testledere og kontobrugere ser kun testpersonerne i deres grupper“).
          </p>
          <p>
            Sæt flueben ved testpersoner i listen over testpersoner (eller hele siden med feltet i første kolonne), vælg en gruppe eller „En ny gruppe…“, og klik på „Tilføj til gruppe“.
          </p>
        </>
      ),
    },
    'group-page': {
      title: 'En gruppes side',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.EXAMINEE_VIEW} />
          <p>
            En gruppes side viser type, skoleår, ansvarlige og medlemmer. „Omdøb“ ændrer navn, type og skoleår. „Tilføj testpersoner“ søger blandt de testpersoner, du kan se, og tilføjer dem én ad gangen; „Fjern“ tager et medlem ud af gruppen (testpersonens post bliver). „Arkivér gruppe“ beholder gruppen og dens medlemmer, men fjerner den fra listerne; de ansvarlige ser ikke længere medlemmerne gennem den, og medlemmerne kan ikke ændres før „Gendan gruppe“.
          </p>
          <p>
            Kontoadministratorer vælger de ansvarlige med „Vælg ansvarlige“. En testpersons side viser de grupper, testpersonen tilhører.
          </p>
        </>
      ),
    },
    'examinee-import': {
      title: 'Import af testpersoner',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.EXAMINEE_EDIT} />
          <p>
            „Importér testpersoner“ på listen over testpersoner importerer en OneRoster 1.2 CSV-fil (en ZIP fra et skoleadministrativt system: elever bliver testpersoner, klasser bliver grupper med deres lærere som personale; kun kontoadministratorer) eller en CSV-fil med testpersoner. Vælg typen og filen, og klik på „Overfør“; filen sendes i dele, og fremskridtet vises. For en CSV-fil vælger du den kolonne, der indeholder hvert felt (ID, fornavn og efternavn er påkrævet); tildelingen gemmes til næste import.
          </p>
          <p>
            Prøvekørslen læser filen og viser, hvad importen opretter, opdaterer og lader være, rækkerne med fejl med fil, linje og årsag samt advarslerne (fx en lærer, der ikke er bruger på kontoen), før noget gemmes. En fil med fejl i rækkerne kan ikke importeres. En række, hvis navn og fødselsdato svarer til en eksisterende testperson med et andet ID, tilbageholdes som mulig dublet: vælg „Flet“, „Behold begge“ eller „Spring over“ for hver. „Importér“ skriver derefter alt på én gang eller intet; importeres den samme fil igen, ændres intet. Lærere kan ikke importere.
          </p>
        </>
      ),
    },
  },
};
