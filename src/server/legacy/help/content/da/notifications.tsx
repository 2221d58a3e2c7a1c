/** Help in Danish: the notifications list. */
import type { HelpTopicText } from '../../helpTopic';
import { Needs } from '../../helpText';

/** The "Notifications" page in Danish. */
export const NOTIFICATIONS_DA: HelpTopicText = {
  title: 'Meddelelser',
  summary: 'Hvad platformen fortæller dig, uden at du selv skal lede efter det, og hvordan du markerer det som læst.',
  sections: {
    notifications: {
      title: 'Listen over meddelelser',
      body: () => (
        <>
          <Needs permission={null} />
          <p>Du får en meddelelse, når:</p>
          <ul>
            <li>en person, du har sendt et link til, sender sine svar;</li>
            <li>en e-mail, du har sendt til en testperson, ikke kunne leveres efter alle nye forsøg;</li>
            <li>en rapportkørsel, du har bestilt, er færdig;</li>
            <li>en administrator har anmodet om sletning af din konto (kun administratorer);</li>
            <li>din adgangskode er blevet ændret eller nulstillet, så du opdager det, hvis det ikke var dig.</li>
          </ul>
          <p>
            Siden viser, hvor mange meddelelser du endnu ikke har læst. Listen viser de nyeste først med dato og klokkeslæt i dit eget format og din
            egen tidszone. Ulæste meddelelser er markeret »Ulæst« med ord, ikke kun med farve. »Vis kun ulæste« og »Vis alle meddelelser« skifter
            mellem de to lister. »Åbn« (på en meddelelse om noget, du kan handle på) markerer den som læst og fører dig til det pågældende
            skærmbillede; »Markér som læst« og »Markér alle som læst« markerer dem kun. Lange lister er delt op i sider.
          </p>
        </>
      ),
    },
  },
};
