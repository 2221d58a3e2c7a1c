/** Help in Swedish: the feedback form. */
import { PERMISSIONS } from '../../../../../domain/permissions';
import type { HelpTopicText } from '../../helpTopic';
import { Needs } from '../../helpText';

/** The "Feedback" page in Swedish. */
export const FEEDBACK_SV: HelpTopicText = {
  title: 'Återkoppling',
  summary: 'Berätta för Q-global-teamet om ett problem, ett förslag, en fråga eller något som du tycker om.',
  sections: {
    feedback: {
      title: 'Skicka återkoppling',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.FEEDBACK_SUBMIT} />
          <p>
            Välj vad din återkoppling gäller (ett problem, ett förslag, en fråga eller beröm), och under ”Vilken skärm gäller den?” vilken skärm
            det gäller, om någon; en länk till ”Återkoppling” som nämner en skärm fyller i den åt dig. Skriv ditt meddelande under ”Din
            återkoppling” (formuläret anger hur långt det får vara). Du kan betygsätta plattformen från 1 till 5 och markera ”Ni får kontakta mig
            om detta” om du vill ha svar. ”Skicka återkopplingen” skickar den och visar ett tackmeddelande; om något saknas listar formuläret vad
            du behöver rätta.
          </p>
          <p>
            Återkopplingen går till Q-global-teamet med ditt namn, ditt konto och din webbläsares beskrivning. Skriv inte en testpersons namn eller
            andra personuppgifter i den.
          </p>
        </>
      ),
    },
  },
};
