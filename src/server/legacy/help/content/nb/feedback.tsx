/** Help in Norwegian Bokmål: the feedback form. */
import { PERMISSIONS } from '../../../../../domain/permissions';
import type { HelpTopicText } from '../../helpTopic';
import { Needs } from '../../helpText';

/** The "Feedback" page in Norwegian Bokmål. */
export const FEEDBACK_NB: HelpTopicText = {
  title: 'Tilbakemelding',
  summary: 'Fortell Q-global-teamet om et problem, et forslag, et spørsmål eller noe du liker.',
  sections: {
    feedback: {
      title: 'Sende tilbakemelding',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.FEEDBACK_SUBMIT} />
          <p>
            Velg hva tilbakemeldingen gjelder (noe som ikke fungerer, et forslag, et spørsmål eller noe som fungerer bra), og under «Hvilket
            skjermbilde gjelder den?» eventuelt skjermbildet; en «Tilbakemelding»-lenke som nevner et skjermbilde, fyller det ut. Skriv meldingen
            under «Tilbakemeldingen din» (skjemaet oppgir hvor lang den kan være). Du kan gi plattformen en vurdering fra 1 til 5 og krysse av for
            «Dere kan kontakte meg om dette» hvis du ønsker svar. «Send tilbakemeldingen» sender den og viser en takkemelding; mangler noe, viser
            skjemaet hva som må rettes.
          </p>
          <p>
            Tilbakemeldingen går til Q-global-teamet sammen med navnet ditt, kontoen din og beskrivelsen av nettleseren din. Ikke skriv navnet på en
            testperson eller andre personopplysninger i den.
          </p>
        </>
      ),
    },
  },
};
