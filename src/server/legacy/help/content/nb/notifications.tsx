/** Help in Norwegian Bokmål: the notifications list. */
import type { HelpTopicText } from '../../helpTopic';
import { Needs } from '../../helpText';

/** The "Notifications" page in Norwegian Bokmål. */
export const NOTIFICATIONS_NB: HelpTopicText = {
  title: 'Varsler',
  summary: 'Hva plattformen forteller deg uten at du må lete, og hvordan du merker det som lest.',
  sections: {
    notifications: {
      title: 'Listen over varsler',
      body: () => (
        <>
          <Needs permission={null} />
          <p>Du får et varsel når:</p>
          <ul>
            <li>noen du har sendt en lenke til, sender inn svarene sine;</li>
            <li>en e-post du sendte til en testperson, ikke kunne leveres etter alle nye forsøk;</li>
            <li>en rapportkjøring du har bestilt, er ferdig;</li>
            <li>en administrator har bedt om at kontoen din slettes (bare administratorer);</li>
            <li>passordet ditt er endret eller tilbakestilt, slik at du merker det hvis det ikke var deg.</li>
          </ul>
          <p>
            Siden viser hvor mange varsler du ikke har lest ennå. Listen viser de nyeste først, med dato og klokkeslett i ditt eget format og din
            egen tidssone. Uleste varsler er merket «Ulest» med ord, ikke bare med farge. «Vis bare uleste» og «Vis alle varsler» bytter mellom de
            to listene. «Åpne» (på et varsel om noe du kan gjøre noe med) merker varselet som lest og tar deg til det skjermbildet; «Merk som lest»
            og «Merk alle som lest» merker dem bare. Lange lister er delt opp i sider.
          </p>
        </>
      ),
    },
  },
};
