/** Help in Norwegian Bokmål: giving an assessment remotely (e-mail, link, this device, video session). */
import { PERMISSIONS } from '../../../../../domain/permissions';
import { helpLink } from '../../helpPaths';
import type { HelpTopicText } from '../../helpTopic';
import { Needs } from '../../helpText';

/** The "Remote administration" page in Norwegian Bokmål. */
export const REMOTE_ADMINISTRATION_NB: HelpTopicText = {
  title: 'Fjernadministrering',
  summary: 'La testpersonen, en forelder eller en lærer svare på et spørreskjema på egen enhet, via e-post, lenke eller videoøkt.',
  sections: {
    ways: {
      title: 'Måter å gjennomføre en testing på',
      body: (facts) => (
        <>
          <Needs permission={PERMISSIONS.ASSESSMENT_EDIT} />
          <p>
            Delen «Fjernadministrering» på siden for en testing sender spørreskjemaet til den som skal svare: testpersonen, en forelder eller en
            lærer. De trenger ingen konto. Velg hvem som svarer og spørreskjemaets språk, og deretter ett av disse:
          </p>
          <dl>
            <dt>Send på e-post</dt>
            <dd>
              Skriv inn adressen og mottakerens navn; forhåndsvisningen viser meldingen fra kontoens mal. Lenken gjelder i{' '}
              {facts.linkValidityDays.default} dager, med mindre du velger et antall mellom 1 og {facts.linkValidityDays.max}.
            </dd>
            <dt>Lag lenke</dt>
            <dd>Adressen vises én gang, slik at du kan kopiere den inn i din egen melding. Kopier den med en gang: den vises ikke igjen.</dd>
            <dt>Gjennomfør på denne enheten</dt>
            <dd>Spørreskjemaet åpnes i en ny fane, slik at testpersonen kan svare mens du er til stede; lenken gjelder i én dag.</dd>
            <dt>Inviter til en videoøkt</dt>
            <dd>
              Velg dato og klokkeslett for avtalen (i din tidssone). Lenken i invitasjonen åpner {facts.videoSessionHours.before}{' '}
              {facts.videoSessionHours.before === 1 ? 'time' : 'timer'} før avtalen og virker i {facts.videoSessionHours.after} timer etter den.
            </dd>
          </dl>
        </>
      ),
    },
    links: {
      title: 'Følge med på en lenke',
      body: () => (
        <p>
          Tabellen <strong>Lenker</strong> viser hver lenke: når og av hvem den ble laget, statusen (sendt, åpnet, pågår, fullført, utløpt eller
          trukket tilbake), hvem som svarer, språket, når den utløper, og hvor den ble sendt på e-post. Den oppdateres av seg selv. «Trekk tilbake»
          stopper en lenke med en gang; «Send på nytt» gir den en ny adresse (på e-post eller til å kopiere), og den gamle slutter å virke. Svar som
          allerede er gitt, blir værende i testingen i begge tilfeller. Når den som svarer, sender inn, blir testingen skåret, og siden viser det
          uten at du trenger å laste den inn på nytt.
        </p>
      ),
    },
    'several-forms': {
      title: 'Flere skjemaer i én lenke',
      body: () => (
        <p>
          På siden for en testperson sender «Send flere skjemaer sammen» én lenke for to eller flere av testpersonens åpne testinger (opptil 20), som
          besvares etter hverandre i den rekkefølgen du velger. E-postadressen trengs bare for å sende lenken på e-post.
        </p>
      ),
    },
    'email-delivery': {
      title: 'Levering av e-post',
      body: () => (
        <p>
          E-poster settes i kø og sendes i bakgrunnen. Hvis e-postserveren ikke tar imot en e-post, prøves den igjen med stadig lengre mellomrom;
          testpersonens e-postliste viser «Prøver igjen» med årsaken, og «Mislyktes» når alle nye forsøk har mislyktes (du får også et{' '}
          <a href={helpLink('notifications')}>varsel</a>). Emnefeltet nevner bare avsenderen, aldri testpersonen eller skjemaet.
        </p>
      ),
    },
    'live-sessions': {
      title: 'Direkteøkter',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.ASSESSMENT_EDIT} />
          <p>
            «Direkteøkter» i menyen viser øktene du holder direkte med en testperson et annet sted: kommende (den nærmeste først), tidligere
            eller alle, filtrert etter status, testleder, skjema, datoer eller et søk. Hver rad viser når (i din tidssone), testpersonen,
            skjemaene, videoen, statusen og hvem som er tilkoblet nå.
          </p>
          <p>
            «Planlegg en økt» spør om testpersonen, skjemaene testpersonen kan ta, dato og klokkeslett, varighet, språk og video: innebygd,
            deres egen videotjeneste med https-adressen, eller ingen. Siden til en testperson har «Planlegg en direkteøkt» for det samme
            skjemaet med testpersonen valgt. Etter planleggingen inviterer du testpersonen eller en forelder: Kopier en lenke (adressen vises
            bare én gang), eller send invitasjonen på e-post. «Begynn» starter økten og åpner direkteskjermen; «Avlys» avlyser en økt som ikke
            har begynt, og lenkene til den slutter å virke.
          </p>
        </>
      ),
    },
    'live-screen': {
      title: 'Direkteskjermen',
      body: () => (
        <>
          <p>
            Direkteskjermen viser forbindelsen (den kobler til igjen av seg selv hvis nettverket faller ut), hvem som er tilkoblet, og hva
            testpersonen ser nå. Vis hvert trinn i rekkefølge med «Forrige» og «Neste», eller et hvilket som helst trinn i listen:
            instruksjonen for hvert skjema, spørsmålene (med testpersonens svar; du kan registrere et svar som ble sagt høyt) og lesetekstene,
            og sidene i stimulusbøkene på øktens språk. Det som ville blitt avvist, er nedtonet, og en avvisning forklares. «Avslutt økten»
            lukker den på begge skjermene.
          </p>
          <p>
            For en lesetekst starter «Start tidtakeren» leseprøven på ett minutt. Velg hvert ord som ble lest feil, og med «Siste leste ord»
            ordet barnet kom til. Tidtakeren stopper av seg selv etter ett minutt, eller med «Stopp tidlig» (skåren blir da omregnet).
            Resultatet viser riktige ord per minutt, nøyaktigheten, leste ord og feil; «Lagre skåren» lagrer den som testingens skåre.
          </p>
        </>
      ),
    },
  },
};
