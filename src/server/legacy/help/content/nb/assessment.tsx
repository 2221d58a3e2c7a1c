/** Help in Norwegian Bokmål: an assessment's page (item entry, scores, reports) and its item-entry verification. */
import { ENTRY_DRAFT_MAX_AGE_DAYS } from '../../../../../domain/entryDraft';
import { PERMISSIONS } from '../../../../../domain/permissions';
import { helpLink } from '../../helpPaths';
import type { HelpTopicText } from '../../helpTopic';
import { Key, Needs } from '../../helpText';

/** The "An assessment" page in Norwegian Bokmål. */
export const ASSESSMENT_NB: HelpTopicText = {
  title: 'En testing',
  summary: 'Registrere svar med tastaturet, skårene mens du skriver, gjeldende skår, rapporter og kontroll av registreringen en gang til.',
  sections: {
    'assessment-page': {
      title: 'Siden for testingen',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.ASSESSMENT_VIEW} />
          <p>
            Siden for en testing viser testpersonen, skjemaet, når testingen ble gjennomført og av hvilken testleder, og deretter delene:
            opplysninger om administreringen, registrering av ledd, skårer, gjeldende skår, rapporter og fjernadministrering. Brukere som bare kan
            se (kontobrukere), ser svarene og skårene, men kan ikke endre dem. Registrering og skåring krever{' '}
            <code>{PERMISSIONS.ASSESSMENT_EDIT}</code>; å lage en rapport krever <code>{PERMISSIONS.REPORT_GENERATE}</code>.
          </p>
        </>
      ),
    },
    'item-entry': {
      title: 'Registrering av ledd',
      body: () => (
        <>
          <p>
            Hvert ledd viser nummeret sitt og svaralternativene, hvert med en tast du kan trykke. Trykk tasten for å registrere svaret.{' '}
            <Key>↑</Key> og <Key>↓</Key> eller <Key>Tab</Key> flytter mellom ledd; <Key>Tilbake</Key>-tasten tømmer et ledd. En tast som ikke er
            en av leddets taster, avvises med en melding om hvilke taster som er tillatt. Med «Gå til neste ledd når et svar er registrert» i
            innstillingene dine flytter markøren seg videre av seg selv.
          </p>
          <p>
            Noen skjemaer ber i stedet om tall (for eksempel antall ord lest riktig på ett minutt): skriv hele tallet, og trykk deretter{' '}
            <Key>Enter</Key> eller <Key>Tab</Key>. Feltet beholder nøyaktig det du skrev: et desimaltall (<code>12.5</code>), et tall utenfor leddets
            område eller noe annet som ikke er et helt tall, blir aldri gjort om til et helt tall, men markeres med årsaken, og «Lagre» og «Skår»
            venter til det er rettet. Noen skjemaer har en lesetekst, som vises når trinnet er valgt. Essayledd skåres med en vurderingsskala: velg
            et nivå for hvert kriterium, og deretter «Registrer skårene».
          </p>
          <p>
            «Lagre» tar vare på svarene; statuslinjen ved siden av viser når det finnes endringer som ikke er lagret. Hvis noen har endret testingen i en
            annen fane eller på en annen datamaskin, sier lagringen fra om det: «Last inn på nytt» viser deres versjon.
          </p>
          <p>
            Det du skriver, blir også tatt vare på på denne datamaskinen til det er lagret, slik at ingenting går tapt om siden lastes inn på nytt,
            en fane lukkes eller økten utløper: åpne testingen igjen her, så kommer svarene tilbake, med en merknad og en mulighet til å forkaste
            dem. De kommer bare tilbake i den versjonen de ble skrevet inn i; er testingen lagret et annet sted i mellomtiden, sier merknaden at de
            ikke ble gjenopprettet. Forlater du siden med svar som ikke er lagret (via en lenke, nettleserens <Key>Tilbake</Key>-knapp, ved å laste
            inn siden på nytt eller lukke fanen), blir du spurt først. Svar som er eldre enn {ENTRY_DRAFT_MAX_AGE_DAYS} dager, blir ikke
            gjenopprettet: de fjernes neste gang testingen åpnes.
          </p>
        </>
      ),
    },
    'administration-details': {
      title: 'Opplysninger om administreringen og normer',
      body: () => (
        <p>
          Noen skjemaer trenger <strong>trinn</strong> og <strong>tidspunkt</strong> (høst, vinter eller vår) for administreringen, eller en{' '}
          <strong>sammenligningsgruppe</strong>: de avgjør hvilke normer skåren sammenlignes med. Til de er valgt, vises skårene uten T-skår eller
          persentil. Se <a href={helpLink('scoring')}>begreper for skåring</a>.
        </p>
      ),
    },
    scores: {
      title: 'Skårer mens du skriver, og gjeldende skår',
      body: () => (
        <>
          <p>
            Panelet <strong>Skårer</strong> oppdateres for hver tast: råskåren for hver skala, nivået og, når normene gjelder, T-skåren og
            persentilen. Det markerer skårene som «så langt» eller «foreløpig» til alle obligatoriske ledd er besvart, og viser hvilke ledd som
            fortsatt mangler. Markeringer viser kritiske ledd og advarsler som du bør se nærmere på.
          </p>
          <p>
            «Skår» er mulig når testingen kan skåres. Svarene skåres da på serveren etter instrumentets publiserte regler, og resultatet lagres som{' '}
            <strong>gjeldende skår</strong>, sammen med tidspunktet for skåringen. Hvis svarene endres etterpå, sier siden fra: skår på nytt for å
            oppdatere den.
          </p>
          <p>
            Der instrumentets manual gir en regel for endring mellom administreringer (WHO-5: en forskjell på 10 prosentpoeng eller mer er en
            signifikant endring), viser gjeldende skår også <strong>Endring siden forrige administrering</strong>: testpersonens siste tidligere
            skårede testing med samme skjema, skåren der, denne skåren og forskjellen, markert når den oppfyller regelen. Skårrapporten skriver ut
            den samme linjen.
          </p>
        </>
      ),
    },
    reports: {
      title: 'Rapporter',
      body: (facts) => (
        <>
          <p>
            Når testingen er skåret, lager <strong>Ny rapport</strong> en PDF: en <strong>skårrapport</strong> for fagpersonen og, der skjemaet har
            det, en <strong>tilbakemeldingsrapport</strong> på et enkelt språk for testpersonen eller en forelder. Velg sammenligningsgruppe, språk
            og om svarene på leddene skal tas med. Skjemaet viser lisensstatusen din og hva rapporten vil koste.
          </p>
          <p>
            En rapport bruker én lisensbruk fra kontoens lisenser, med mindre et abonnement dekker den. Å lage rapporten på nytt for en uendret
            testing er gratis, og det samme gjelder en ny rapport etter at en registreringsfeil er rettet innen {facts.correctionWindowDays} dager
            etter den første rapporten. Er det ingen bruk igjen, blir ingenting laget; spør kontoadministratoren.
          </p>
          <p>
            <strong>Tidligere rapporter</strong> tar vare på alle versjoner, nyeste først, med valg, kostnad, hvem som laget dem, og størrelse.
            «Last ned» åpner en lagret versjon, «Lag på nytt» legger til en ny versjon (uten noen gang å overskrive en), og «Slett» fjerner en
            versjon fra historikken når du har bekreftet.
          </p>
        </>
      ),
    },
    verification: {
      title: 'Verifisering av registrering',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.ASSESSMENT_EDIT} />
          <p>
            «Verifiser registreringen» på siden for testingen åpner en blind andre registrering: skriv inn svarene en gang til fra papirskjemaet mens
            den første registreringen er skjult, og velg deretter «Sammenlign». Alle ledd der de to registreringene er ulike, vises med begge
            verdiene; kontroller papirskjemaet, velg riktig verdi for hvert ledd og velg «Bekreft og verifiser». Siden for testingen viser deretter
            hvem som verifiserte den, og når. Hvis kontoen din krever verifisering, kan en testing ikke skåres før den er verifisert.
          </p>
        </>
      ),
    },
  },
};
