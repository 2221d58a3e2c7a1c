/** Help in Norwegian Bokmål: manage accounts (users, roles, labels, account deletion). */
import { PERMISSIONS } from '../../../../../domain/permissions';
import { helpLink } from '../../helpPaths';
import type { HelpTopicText } from '../../helpTopic';
import { Needs } from '../../helpText';

/** The "Manage accounts" page in Norwegian Bokmål. */
export const MANAGE_ACCOUNTS_NB: HelpTopicText = {
  title: 'Administrer kontoer',
  summary: 'For kontoadministratorer: kontoens brukere og rollene deres, kontoens betegnelser og egendefinerte felter, og sletting av kontoen.',
  sections: {
    users: {
      title: 'Brukere',
      body: (facts) => (
        <>
          <Needs permission={PERMISSIONS.ACCOUNT_USERS_MANAGE} />
          <p>
            I listen over kontoens brukere kan du søke på navn, brukernavn eller e-postadresse og filtrere på rolle og status (aktiv eller ikke) med
            «Finn brukere». Hver rad viser brukerens rolle, om brukeren er testleder (og dermed kan oppgis som testleder for en testing), og om
            brukeren er aktiv, med en Rediger-lenke. Lange lister er delt opp i sider.
          </p>
          <p>
            «Ny bruker» ber om brukernavn og et startpassord (minst {facts.minPasswordLength} tegn, ikke brukernavnet), tittel, navn, navnetillegg,
            e-postadresse og telefon, rolle, «Kan oppgis som testleder for en testing» og «Aktiv»; «Opprett brukeren» lagrer brukeren. Brukernavn
            er unike i Q-global og lagres med små bokstaver. Når du redigerer en bruker, endrer du de samme opplysningene, unntatt passordet, med
            «Lagre brukeren». Deaktiverer du en bruker, avsluttes øktene til brukeren med en gang; brukeren kan ikke lenger logge inn, og arbeidet
            blir værende. Du kan ikke deaktivere deg selv eller ta fra deg din egen administratorrolle, slik at en konto aldri mister sin siste vei
            inn.
          </p>
          <p>
            Siden viser også hva hver rolle har lov til. Den samme tabellen finnes under <a href={helpLink('getting-started', 'roles')}>roller</a>{' '}
            i denne hjelpen.
          </p>
        </>
      ),
    },
    labels: {
      title: 'Betegnelser, egendefinerte felter og verifiseringskoden',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.ACCOUNT_SETTINGS_EDIT} />
          <p>
            <strong>Betegnelse for «Testperson»</strong> og <strong>Betegnelse for «Testleder»</strong> er ordene plattformen bruker om dem du
            tester, og dem som tester: en skole kan si «Elev» og «Lærer». Navnene på de <strong>fire egendefinerte feltene</strong> er
            overskriftene for ekstra opplysninger om testpersonen, for eksempel en klasse eller en saksbehandler. «Lagre kontoinnstillingene» tar vare
            på dem; hver verdi som ikke godtas, får en forklaring. Plattformen viser de nye ordene neste gang sidene lastes inn.
          </p>
          <p>
            <strong>Verifiseringskoden for registrering av ledd</strong> (bokstaver, sifre, - og _, ingen mellomrom) slår på verifisering: så lenge
            den er satt, må hver testing på kontoen gjennom en <a href={helpLink('assessment', 'verification')}>andre, blind registrering</a> før
            den kan skåres. La feltet stå tomt for å slå av verifiseringen.
          </p>
        </>
      ),
    },
    'account-deletion': {
      title: 'Slette kontoen',
      body: (facts) => (
        <p>
          En administrator kan be om at hele kontoen slettes: kryss av for «Jeg forstår at alle dataene i denne kontoen blir slettet», og velg «Be om
          sletting av denne kontoen». Slettingen skjer etter en frist på {facts.selfDeletionGraceDays} dager; siden viser datoen. Frem til da
          fungerer kontoen som før, og de ansatte i Q-global som har ansvar for datalagring, kan stoppe slettingen. Alle poster på kontoen, med
          testpersoner, testinger og rapporter, slettes på den datoen.
        </p>
      ),
    },
    'account-export': {
      title: 'Eksportere kontoens data',
      body: (facts) => (
        <p>
          En administrator kan få alle kontoens data som én ZIP-fil: velg «Eksporter dataene til denne kontoen». Filen inneholder testpersonene,
          testingene med svar og skårer, alle lagrede rapporter som PDF, bruksoversikten, e-posthistorikken og revisjonsloggen som CSV-filer et
          regneark åpner, og en README som forteller hva hver fil er. Når den er klar, kommer en nedlastingslenke til e-postadressen din. Lenken
          virker én gang, i {facts.exportLinkHours} timer, og krever ingen pålogging; siden viser tidligere eksporter og om lenken deres er brukt.
        </p>
      ),
    },
  },
};
