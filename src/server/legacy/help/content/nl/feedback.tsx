/** Help: the feedback form, in Dutch. */
import { PERMISSIONS } from '../../../../../domain/permissions';
import type { HelpTopicText } from '../../helpTopic';
import { Needs } from '../../helpText';

/** The "Feedback" page in Dutch. */
export const FEEDBACK_NL: HelpTopicText = {
  title: 'Feedback',
  summary: 'Vertel het Q-global-team over een probleem, een suggestie, een vraag of iets wat u goed vindt.',
  sections: {
    feedback: {
      title: 'Feedback geven',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.FEEDBACK_SUBMIT} />
          <p>
            Kies waarover uw feedback gaat (een probleem, een suggestie, een vraag of een compliment) en onder ‘Over welk scherm gaat het?’
            eventueel het scherm; een link ‘Feedback geven’ die een scherm noemt, vult dat al in. Schrijf uw bericht onder ‘Uw feedback’ (het
            formulier vermeldt hoe lang het mag zijn). U kunt het platform een beoordeling van 1 tot 5 geven en ‘U mag hierover contact met mij
            opnemen’ aanvinken als u een antwoord wilt. ‘Feedback versturen’ verstuurt uw feedback en toont een bedankbericht; als er iets
            ontbreekt, vermeldt het formulier wat u moet verbeteren.
          </p>
          <p>
            Feedback gaat naar het Q-global-team met uw naam, uw account en de beschrijving van uw browser. Zet er geen naam van een testpersoon of
            andere persoonsgegevens in.
          </p>
        </>
      ),
    },
  },
};
