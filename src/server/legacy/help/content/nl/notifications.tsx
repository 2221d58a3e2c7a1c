/** Help: the notifications list, in Dutch. */
import type { HelpTopicText } from '../../helpTopic';
import { Needs } from '../../helpText';

/** The "Notifications" page in Dutch. */
export const NOTIFICATIONS_NL: HelpTopicText = {
  title: 'Meldingen',
  summary: 'Wat het platform u laat weten zonder dat u zelf hoeft te kijken, en hoe u het als gelezen markeert.',
  sections: {
    notifications: {
      title: 'Het overzicht van meldingen',
      body: () => (
        <>
          <Needs permission={null} />
          <p>U krijgt een melding wanneer:</p>
          <ul>
            <li>iemand naar wie u een link hebt gestuurd, de antwoorden verstuurt;</li>
            <li>een e-mail die u naar een testpersoon hebt gestuurd, ook na alle nieuwe pogingen niet kon worden bezorgd;</li>
            <li>een rapportreeks die u hebt aangevraagd, klaar is;</li>
            <li>een beheerder heeft gevraagd uw account te verwijderen (alleen voor beheerders);</li>
            <li>uw wachtwoord is gewijzigd of opnieuw ingesteld, zodat u het merkt als u dat niet zelf was.</li>
          </ul>
          <p>
            De pagina toont hoeveel meldingen u nog niet hebt gelezen. De lijst toont de nieuwste eerst, met datum en tijd in uw eigen notatie en
            tijdzone. Ongelezen meldingen zijn in woorden gemarkeerd als ‘Ongelezen’, niet alleen met kleur. ‘Alleen ongelezen weergeven’ en
            ‘Alle meldingen weergeven’ schakelen tussen de twee lijsten. ‘Openen’ (bij een melding over iets waarmee u iets kunt doen) markeert de
            melding als gelezen en brengt u naar het betreffende scherm; ‘Als gelezen markeren’ en ‘Alles als gelezen markeren’ markeren alleen.
            Lange lijsten hebben pagina’s.
          </p>
        </>
      ),
    },
  },
};
