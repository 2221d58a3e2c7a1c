/** Help in Danish: the feedback form. */
import { PERMISSIONS } from '../../../../../domain/permissions';
import type { HelpTopicText } from '../../helpTopic';
import { Needs } from '../../helpText';

/** The "Feedback" page in Danish. */
export const FEEDBACK_DA: HelpTopicText = {
  title: 'Tilbagemelding',
  summary: 'Fortæl Q-global-teamet om et problem, et forslag, et spørgsmål eller noget, du synes godt om.',
  sections: {
    feedback: {
      title: 'Send en tilbagemelding',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.FEEDBACK_SUBMIT} />
          <p>
            Vælg, hvad din tilbagemelding handler om (et problem, et forslag, et spørgsmål eller ros), og under »Hvilket skærmbillede handler den
            om?« skærmbilledet, hvis det drejer sig om et bestemt; et »Tilbagemelding«-link, der nævner et skærmbillede, udfylder det. Skriv din
            besked under »Din tilbagemelding« (formularen oplyser, hvor lang den må være). Du kan bedømme platformen fra 1 til 5 og sætte kryds ved
            »I må gerne kontakte mig om dette«, hvis du gerne vil have svar. »Send tilbagemeldingen« sender den og viser en takkebesked; mangler der
            noget, viser formularen, hvad der skal rettes.
          </p>
          <p>
            Tilbagemeldingen går til Q-global-teamet sammen med dit navn, din konto og din browsers beskrivelse. Skriv ikke en testpersons navn
            eller andre personoplysninger i den.
          </p>
        </>
      ),
    },
  },
};
