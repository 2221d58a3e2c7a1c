/** Help in Swedish: the work of the data-retention staff. */
import { PERMISSIONS } from '../../../../../domain/permissions';
import type { HelpTopicText } from '../../helpTopic';
import { Needs } from '../../helpText';

/** The "Data retention" page in Swedish. */
export const DATA_RETENTION_SV: HelpTopicText = {
  title: 'Datalagring',
  summary: 'Arbetet för Q-globals personal för datalagring: inaktiva konton, begäranden om radering, rättsligt kvarhållande och vem som får radera konton.',
  sections: {
    'data-retention-dashboard': {
      title: 'Översikten för datalagring',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.DATA_RETENTION_MANAGE} />
          <p>Personal för datalagring arbetar för Q-global, inte för ett kundkonto, och kommer till den här översikten efter inloggningen. Ange först varför du arbetar med kundkonton, till exempel ett ärendenummer: granskningsloggen sparar det med varje konto du öppnar. Översikten visar kundkontona efter status, varje status med sitt antal konton: aktivt, inaktivt (ingen har loggat in under inaktivitetsperioden; kontot raderas på sitt raderingsdatum om ingen loggar in eller behåller det), radering begärd (en administratör har begärt att kontot raderas), rättsligt kvarhållande, raderat (kan återställas tills det tas bort slutgiltigt) och slutgiltigt borttaget (bara det tidigare kontonumret finns kvar). ”Begäranden om radering” visar de konton vars administratör har begärt radering.</p>
          <p>Filtrera efter vem som har ärendet (eller ingen), efter ett intervall av raderingsdatum och efter kontots namn eller nummer. Listan visar varje kontos senaste aktivitet (den senaste inloggningen för någon av dess användare), dess raderingsdatum, vem som har ärendet och om ett rättsligt kvarhållande gäller, med den närmaste raderingen först. Öppna ett konto för att arbeta med dess ärende.</p>
        </>
      ),
    },
    'data-retention-case': {
      title: 'Ett kontos ärende',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.DATA_RETENTION_MANAGE} />
          <p>Ärendet visar kontots status, senaste aktivitet, datum (inaktivt sedan, raderingsdatumet, en begäran om radering och dess datum), ett rättsligt kvarhållande med sitt skäl och vem som har ärendet. Nedanför finns kontots kontaktadresser (dess aktiva administratörer med e-postadress och telefonnummer) och de meddelanden som skickats till det, vart och ett med det aviserade raderingsdatumet och vid behov leveransen av vart och ett av dess e-postmeddelanden med varje försök.</p>
          <p>Varje ändring ber om sitt eget skäl, som granskningsloggen sparar. Tilldela ärendet till en kollega eller dig själv. Förläng fristen för ett inaktivt konto till ett senare raderingsdatum (högst ett år framåt): administratörerna får meddelandena om det nya datumet. Skjut upp en begäran om radering till ett senare datum; ett tidigare datum kräver administratörens samtycke, så personalen kan inte tidigarelägga det. Ett rättsligt kvarhållande hindrar att kontot raderas eller tas bort slutgiltigt, oavsett dess datum, tills det hävs; skälet du anger sparas som kvarhållandets skäl.</p>
        </>
      ),
    },
    'data-retention-settings': {
      title: 'Mina inställningar',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.DATA_RETENTION_MANAGE} />
          <p>Välj vilka aviseringar via e-post du får: när ett konto blir inaktivt, när en administratör begär radering, när ett konto raderas och när en radering eller ett slutgiltigt borttagande blockeras av ett rättsligt kvarhållande eller en öppen begäran om tillgång.</p>
          <p>Personal vars roll får radera kontodata ser också vem som får radera konton. Rättigheten kan bara ges till personal vars roll får radera kontodata, alltid med ett skäl, och ingen kan ändra sin egen: någon annan i personalen måste ge eller ta bort den.</p>
        </>
      ),
    },
  },
};
