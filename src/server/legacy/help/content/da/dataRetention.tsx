/** Help in Danish: the work of the data-retention staff. */
import { PERMISSIONS } from '../../../../../domain/permissions';
import type { HelpTopicText } from '../../helpTopic';
import { Needs } from '../../helpText';

/** The "Data retention" page in Danish. */
export const DATA_RETENTION_DA: HelpTopicText = {
  title: 'Dataopbevaring',
  summary: 'Arbejdet for Q-globals medarbejdere i dataopbevaring: inaktive konti, anmodninger om sletning, retlig tilbageholdelse og hvem der må slette konti.',
  sections: {
    'data-retention-dashboard': {
      title: 'Oversigten over dataopbevaring',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.DATA_RETENTION_MANAGE} />
          <p>Medarbejdere i dataopbevaring arbejder for Q-global, ikke for en kundekonto, og lander på denne oversigt efter login. Angiv først, hvorfor du arbejder med kundekonti, for eksempel et sagsnummer: revisionsloggen gemmer det med hver konto, du åbner. Oversigten viser kundekontiene efter status, hver status med sit antal konti: aktiv, inaktiv (ingen har logget på i inaktivitetsperioden; kontoen slettes på sin sletningsdato, medmindre nogen logger på eller beholder den), sletning anmodet (en administrator har anmodet om sletning af kontoen), retlig tilbageholdelse, slettet (kan gendannes, indtil den fjernes endeligt) og endeligt fjernet (kun det tidligere kontonummer er tilbage). »Anmodninger om sletning« viser de konti, hvis administrator har anmodet om sletning.</p>
          <p>Filtrér efter den medarbejder, der har sagen (eller ingen), efter et interval af sletningsdatoer og efter kontoens navn eller nummer. Listen viser hver kontos seneste aktivitet (det seneste login for en af dens brugere), dens sletningsdato, hvem der har sagen, og om der er en retlig tilbageholdelse, med den nærmeste sletning først. Åbn en konto for at arbejde med dens sag.</p>
        </>
      ),
    },
    'data-retention-case': {
      title: 'En kontos sag',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.DATA_RETENTION_MANAGE} />
          <p>Sagen viser kontoens status, seneste aktivitet, datoer (inaktiv siden, sletningsdatoen, en anmodning om sletning og dens dato), en retlig tilbageholdelse med begrundelse, og hvem der har sagen. Nedenfor står kontoens kontaktadresser (dens aktive administratorer med e-mailadresse og telefonnummer) og de meddelelser, der er sendt til den, hver med den varslede sletningsdato og efter ønske leveringen af hver af dens e-mails med hvert forsøg.</p>
          <p>Hver ændring beder om sin egen begrundelse, som revisionsloggen gemmer. Tildel sagen til en kollega eller dig selv. Forlæng fristen for en inaktiv konto til en senere sletningsdato (højst et år frem): administratorerne får meddelelserne om den nye dato. Udskyd en anmodning om sletning til en senere dato; en tidligere dato kræver administratorens samtykke, så medarbejdere kan ikke rykke den frem. En retlig tilbageholdelse forhindrer, at kontoen slettes eller fjernes endeligt, uanset dens datoer, indtil den ophæves; den begrundelse, du giver, gemmes som tilbageholdelsens begrundelse.</p>
        </>
      ),
    },
    'data-retention-settings': {
      title: 'Mine indstillinger',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.DATA_RETENTION_MANAGE} />
          <p>Vælg, hvilke advarsler pr. e-mail du modtager: når en konto bliver inaktiv, når en administrator anmoder om sletning, når en konto slettes, og når en sletning eller endelig fjernelse blokeres af en retlig tilbageholdelse eller en åben anmodning om indsigt.</p>
          <p>Medarbejdere, hvis rolle må slette kontodata, ser også, hvem der må slette konti. Retten kan kun gives til medarbejdere, hvis rolle må slette kontodata, altid med en begrundelse, og ingen kan ændre sin egen: en anden medarbejder skal give eller fratage den.</p>
        </>
      ),
    },
  },
};
