/** Help in Danish: giving an assessment remotely (e-mail, link, this device, video session). */
import { PERMISSIONS } from '../../../../../domain/permissions';
import { helpLink } from '../../helpPaths';
import type { HelpTopicText } from '../../helpTopic';
import { Needs } from '../../helpText';

/** The "Remote administration" page in Danish. */
export const REMOTE_ADMINISTRATION_DA: HelpTopicText = {
  title: 'Fjernadministration',
  summary: 'Lad testpersonen, en forælder eller en lærer besvare et spørgeskema på sin egen enhed via e-mail, link eller videosession.',
  sections: {
    ways: {
      title: 'Måder at gennemføre en testning på',
      body: (facts) => (
        <>
          <Needs permission={PERMISSIONS.ASSESSMENT_EDIT} />
          <p>
            Delen »Fjernadministration« på siden for en testning sender spørgeskemaet til den, der skal besvare det: testpersonen, en forælder eller
            en lærer. Vedkommende behøver ingen konto. Vælg, hvem der svarer, og spørgeskemaets sprog, og vælg derefter en af disse muligheder:
          </p>
          <dl>
            <dt>Send pr. e-mail</dt>
            <dd>
              Skriv adressen og modtagerens navn; forhåndsvisningen viser beskeden fra din kontos skabelon. Linket er gyldigt i{' '}
              {facts.linkValidityDays.default} dage, medmindre du vælger mellem 1 og {facts.linkValidityDays.max}.
            </dd>
            <dt>Opret link</dt>
            <dd>Adressen vises én gang, så du kan kopiere den ind i din egen besked. Kopiér den med det samme: den bliver ikke vist igen.</dd>
            <dt>Gennemfør på denne enhed</dt>
            <dd>Spørgeskemaet åbnes i en ny fane, så testpersonen kan svare, mens du er til stede; linket virker i én dag.</dd>
            <dt>Inviter til en videosession</dt>
            <dd>
              Vælg dato og klokkeslæt for aftalen (i din tidszone). Linket i invitationen åbner {facts.videoSessionHours.before}{' '}
              {facts.videoSessionHours.before === 1 ? 'time' : 'timer'} før aftalen og virker i {facts.videoSessionHours.after} timer efter den.
            </dd>
          </dl>
        </>
      ),
    },
    links: {
      title: 'Følge et link',
      body: () => (
        <p>
          Tabellen <strong>Links til besvarelse</strong> viser hvert link: hvornår og af hvem det er oprettet, dets status (sendt, åbnet, i gang,
          gennemført, udløbet eller trukket tilbage), hvem der svarer, sproget, hvornår det udløber, og hvortil det er sendt pr. e-mail. Tabellen
          opdateres af sig selv. »Træk tilbage« stopper et link med det samme; »Send igen« giver det en ny adresse (pr. e-mail eller til at
          kopiere), og den gamle holder op med at virke. Svar, der allerede er givet, bliver i begge tilfælde i testningen. Når den, der svarer,
          sender sine svar, bliver testningen scoret, og siden viser det uden at skulle genindlæses.
        </p>
      ),
    },
    'several-forms': {
      title: 'Flere skemaer i ét link',
      body: () => (
        <p>
          På siden for en testperson sender »Send flere skemaer sammen« ét link til to eller flere af vedkommendes åbne testninger (højst 20), som
          besvares efter hinanden i den rækkefølge, du vælger. E-mailadressen er kun nødvendig, hvis linket skal sendes pr. e-mail.
        </p>
      ),
    },
    'email-delivery': {
      title: 'Levering af e-mails',
      body: () => (
        <p>
          E-mails sættes i kø og sendes i baggrunden. Hvis mailserveren ikke modtager en e-mail, forsøges den igen med stigende mellemrum;
          testpersonens liste over e-mails viser »Prøver igen« med årsagen og »Mislykkedes«, når alle nye forsøg er slået fejl (du får også en{' '}
          <a href={helpLink('notifications')}>meddelelse</a>). Emnelinjen nævner kun afsenderen, aldrig testpersonen eller skemaet.
        </p>
      ),
    },
    'live-sessions': {
      title: 'Livesessioner',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.ASSESSMENT_EDIT} />
          <p>
            »Livesessioner« i menuen viser de sessioner, du holder live med en testperson et andet sted: kommende (den nærmeste først),
            tidligere eller alle, filtreret efter status, testleder, skema, datoer eller en søgning. Hver række viser hvornår (i din
            tidszone), testpersonen, skemaerne, videoen, status og hvem der er forbundet nu.
          </p>
          <p>
            »Planlæg en session« spørger om testpersonen, de skemaer, vedkommende kan få, dato og klokkeslæt, varighed, sprog og video:
            indbygget, jeres egen videotjeneste med dens https-adresse eller ingen. Siden for en testperson har »Planlæg en livesession« til
            samme formular med testpersonen valgt. Når sessionen er planlagt, inviterer du testpersonen eller en forælder: Kopiér et link
            (adressen vises kun én gang), eller send invitationen pr. e-mail. »Begynd« starter sessionen og åbner dens liveskærm; »Aflys«
            aflyser en session, der ikke er begyndt, og dens links holder op med at virke.
          </p>
        </>
      ),
    },
    'live-screen': {
      title: 'Liveskærmen',
      body: () => (
        <>
          <p>
            Liveskærmen viser forbindelsen (den genoprettes af sig selv, hvis netværket falder ud), hvem der er forbundet, og hvad
            testpersonen ser nu. Vis hvert trin i rækkefølge med »Forrige« og »Næste«, eller et hvilket som helst trin på listen: hvert skemas
            instruktion, dets spørgsmål (med testpersonens svar; du kan indtaste et svar, der blev sagt højt) og dets læsetekster samt siderne
            i stimulusbøgerne på sessionens sprog. Det, der ville blive afvist, er nedtonet, og en afvisning forklares. »Afslut sessionen«
            lukker den på begge skærme.
          </p>
          <p>
            Ved en læsetekst starter »Start timeren« læseprøven på ét minut. Vælg hvert ord, der blev læst forkert, og med »Sidste læste ord«
            det ord, barnet nåede til. Timeren stopper af sig selv efter et minut eller med »Stop før tid« (scoren omregnes så). Resultatet
            viser korrekte ord pr. minut, nøjagtigheden, de læste ord og fejlene; »Gem scoren« gemmer det som testningens score.
          </p>
        </>
      ),
    },
  },
};
