/** Help in Swedish: the home page of the account pages. */
import type { HelpTopicText } from '../../helpTopic';
import { Needs } from '../../helpText';

/** The "Home page" page in Swedish. */
export const HOME_SV: HelpTopicText = {
  title: 'Startsida',
  summary: 'Sidan som visar vad du får göra, med länkar in i testplattformen och till kontosidorna.',
  sections: {
    home: {
      title: 'Vad startsidan visar',
      body: () => (
        <>
          <Needs permission={null} />
          <p>
            Startsidan hälsar dig med namn och visar två grupper av länkar: de skärmar i testplattformen som du får använda (till exempel
            Testpersoner, Ny testperson, Testningar och, för kontoadministratörer, Raderade testningar, Licenser och E-postmallar) och kontosidorna
            (Inställningar för mitt konto, Hantera konton för administratörer, Resursbibliotek, Aviseringar, Återkoppling och Hjälp). En skärm som
            din roll inte får använda visas inte. ”Logga ut” finns längst ned.
          </p>
          <p>Plattformens sidhuvud har länken ”Startsida”, som leder tillbaka till den här sidan.</p>
        </>
      ),
    },
  },
};
