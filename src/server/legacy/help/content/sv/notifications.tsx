/** Help in Swedish: the notifications list. */
import type { HelpTopicText } from '../../helpTopic';
import { Needs } from '../../helpText';

/** The "Notifications" page in Swedish. */
export const NOTIFICATIONS_SV: HelpTopicText = {
  title: 'Aviseringar',
  summary: 'Vad plattformen berättar för dig utan att du behöver leta, och hur du markerar det som läst.',
  sections: {
    notifications: {
      title: 'Listan över aviseringar',
      body: () => (
        <>
          <Needs permission={null} />
          <p>Du får en avisering när:</p>
          <ul>
            <li>någon som du har skickat en länk till skickar in sina svar;</li>
            <li>ett e-postmeddelande som du har skickat till en testperson inte kunde levereras, efter alla nya försök;</li>
            <li>en rapportkörning som du har beställt är klar;</li>
            <li>en administratör har begärt att ditt konto ska raderas (endast administratörer);</li>
            <li>ditt lösenord har ändrats eller återställts, så att du märker det om det inte var du.</li>
          </ul>
          <p>
            Sidan visar hur många aviseringar du inte har läst ännu. Listan visar de nyaste först, med datum och tid i ditt eget format och din
            egen tidszon. Olästa aviseringar är markerade med ordet ”Oläst”, inte bara med färg. ”Visa endast olästa” och ”Visa alla aviseringar”
            växlar mellan de två listorna. ”Öppna” (på en avisering om något som du kan åtgärda) markerar den som läst och tar dig till den skärmen;
            ”Markera som läst” och ”Markera alla som lästa” markerar dem bara. Långa listor delas upp i sidor.
          </p>
        </>
      ),
    },
  },
};
