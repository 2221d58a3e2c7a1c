/** Help in Danish: the account administrators' platform screens. */
import { PERMISSIONS } from '../../../../../domain/permissions';
import { helpLink } from '../../helpPaths';
import type { HelpTopicText } from '../../helpTopic';
import { Needs } from '../../helpText';

/** The "Account administration screens" page in Danish. */
export const ADMINISTRATION_DA: HelpTopicText = {
  title: 'Skærmbilleder til kontoadministration',
  summary: 'Slettede testninger, licenser og forbruget af dem og kontoens e-mailskabeloner.',
  sections: {
    'deleted-assessments': {
      title: 'Slettede testninger',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.ASSESSMENT_RECOVER} />
          <p>
            Viser de testninger, der er slettet på din konto, med hvornår og af hvem. »Gendan« sætter en testning tilbage i testpersonens historik
            med svar, scorer og rapporter. En testning, hvis testperson er slettet, er markeret som sådan.
          </p>
        </>
      ),
    },
    licenses: {
      title: 'Licenser og forbrug',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.LICENSE_USAGE_VIEW} />
          <p>
            Tabellen <strong>Licenser</strong> viser hver af kontoens licenser: anvendelser (et antal rapporter) eller et abonnement (ubegrænset
            indtil en dato), de test og rapporttyper, den dækker, hvor meget der er brugt, hvornår den er gyldig, og om den er aktiv.{' '}
            <strong>Forbrugsloggen</strong> viser hver oprettet rapport, og hvad den kostede, nyeste først: en anvendelse, abonnementet, en gratis
            genoprettelse eller en gratis rettelse. Se <a href={helpLink('assessment', 'reports')}>rapporter</a> for, hvornår en rapport er gratis.
          </p>
          <p>Den viser også hver ændring, Q-global har lavet i en af kontoens licenser (anvendelser tilføjet eller fjernet, nye datoer, en suspendering eller en afslutning), uden omkostning, og kontoens administratorer får en notifikation om hver.</p>
        </>
      ),
    },
    'email-templates': {
      title: 'E-mailskabeloner',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.ACCOUNT_SETTINGS_EDIT} />
          <p>
            De beskeder, din konto sender med fjernlinks: invitationen til at svare på egen enhed og invitationen til en videosession, på hvert
            sprog. Vælg typen og sproget, og redigér derefter emnet og beskeden. Pladsholdere i krøllede parenteser, for eksempel modtagerens navn,
            linket og hvornår det udløber, udfyldes for hver besked; knapper indsætter dem. Beskeden skal indeholde linket. Hold testpersonens navn
            ude af emnet: alle, der ser indbakken, kan læse det.
          </p>
          <p>
            »Forhåndsvisning med eksempelværdier« viser resultatet. »Gem« gemmer din tekst; »Gendan standardteksten« fjerner den, når du har
            bekræftet.
          </p>
        </>
      ),
    },
  },
};
