/** Help in Norwegian Bokmål: the account administrators' platform screens. */
import { PERMISSIONS } from '../../../../../domain/permissions';
import { helpLink } from '../../helpPaths';
import type { HelpTopicText } from '../../helpTopic';
import { Needs } from '../../helpText';

/** The "Account administration screens" page in Norwegian Bokmål. */
export const ADMINISTRATION_NB: HelpTopicText = {
  title: 'Skjermbilder for kontoadministrasjon',
  summary: 'Slettede testinger, lisenser og bruken av dem, og kontoens e-postmaler.',
  sections: {
    'deleted-assessments': {
      title: 'Slettede testinger',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.ASSESSMENT_RECOVER} />
          <p>
            Viser testingene som er slettet på kontoen din, med når og av hvem. «Gjenopprett» setter en testing tilbake i testpersonens historikk
            med svar, skårer og rapporter. En testing der testpersonen er slettet, er merket med det.
          </p>
        </>
      ),
    },
    licenses: {
      title: 'Lisenser og bruk',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.LICENSE_USAGE_VIEW} />
          <p>
            Tabellen <strong>Lisenser</strong> viser hver lisens på kontoen: antall bruk (et antall rapporter) eller et abonnement (ubegrenset til en
            dato), hvilke tester og rapporttyper den dekker, hvor mye som er brukt, når den er gyldig, og om den er aktiv. <strong>Bruksloggen</strong>{' '}
            viser hver rapport som er laget, og hva den kostet, nyeste først: én bruk, abonnementet, en gratis ny versjon eller en gratis retting. Se{' '}
            <a href={helpLink('assessment', 'reports')}>rapporter</a> for når en rapport er gratis.
          </p>
          <p>Den viser også hver endring Q-global har gjort i en av kontoens lisenser (bruk lagt til eller fjernet, nye datoer, en suspensjon eller en avslutning), uten kostnad, og kontoens administratorer får et varsel om hver.</p>
        </>
      ),
    },
    'email-templates': {
      title: 'E-postmaler',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.ACCOUNT_SETTINGS_EDIT} />
          <p>
            Meldingene kontoen din sender med fjernlenker: invitasjonen til å svare på egen enhet og invitasjonen til en videoøkt, på hvert språk.
            Velg type og språk, og rediger deretter emnet og meldingen. Plassholdere i klammeparenteser, for eksempel mottakerens navn, lenken og når
            den utløper, fylles ut for hver melding; knapper setter dem inn. Meldingen må inneholde lenken. Hold testpersonens navn utenfor emnet:
            alle som ser innboksen, kan lese det.
          </p>
          <p>
            «Forhåndsvisning med eksempelverdier» viser resultatet. «Lagre» tar vare på teksten din; «Gjenopprett standardteksten» fjerner den når
            du har bekreftet.
          </p>
        </>
      ),
    },
  },
};
