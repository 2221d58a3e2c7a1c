/** Help in Danish: the back office of internal staff. */
import { PERMISSIONS } from '../../../../../domain/permissions';
import { helpLink } from '../../helpPaths';
import type { HelpTopicText } from '../../helpTopic';
import { Needs } from '../../helpText';

/** The "Back office" page in Danish. */
export const BACK_OFFICE_DA: HelpTopicText = {
  title: 'Backoffice',
  summary: 'Arbejdet for Q-globals backoffice-medarbejdere: kundekontiernes funktionslicenser.',
  sections: {
    'back-office-home': {
      title: 'Backoffice',
      body: () => <p>Backoffice-medarbejdere arbejder for Q-global, ikke for en kundekonto. Efter login lander de i backoffice, som fører til hver del, de må bruge. De ser aldrig testpersoners data; hvert skridt ind i en kundekonto angiver en begrundelse, som revisionsloggen gemmer med kontoen.</p>,
    },
    'feature-licenses': {
      title: 'Funktionslicenser',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.FEATURE_LICENSE_MANAGE} />
          <p>Angiv først, hvorfor du arbejder med kundekonti, for eksempel et sags- eller ordrenummer. Søg derefter i licenserne for alle kundekonti efter kontoens navn eller id, typen (anvendelser, abonnement, anvendelser til grupperapporter) og tilstanden (aktiv, suspenderet, udløbet, afsluttet). “Ny licens” finder en kundekonto og opretter en licens til den: dens navn, de test og rapporttyper, den dækker, de tildelte anvendelser eller et abonnements sidste dag, og indstillinger som pladser eller faktureringsperiode.</p>
          <p>
            En licens’ side ændrer dens vilkår, suspenderer, genoptager eller afslutter den og viser dens historik. Hver ændring kræver sin egen begrundelse. Den gælder straks: kontoens næste rapport afregnes efter de nye vilkår, kontoens forbrugslog viser ændringen med de tilføjede anvendelser, og dens administratorer får besked (se 
            <a href={helpLink('administration', 'licenses')}>licenser og forbrug</a>
            ). En suspenderet licens betaler ikke for nye rapporter; rapporter, der allerede er lavet, forbliver som de er. En afsluttet licens kan ikke ændres igen.
          </p>
        </>
      ),
    },
    'platform-configuration': {
      title: 'Platformskonfiguration',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.PRODUCT_CONFIGURE} />
          <p>Den konfiguration, platformen og testpersonens spørgeskema indlæser, når de åbnes (config.json): adresserne på kontosiderne, tjenesterne og spørgeskemaet, tiden for advarslen før sessionen udløber, videotjenesten. Hver version gemmes med, hvem der gemte den, hvornår og hvorfor.</p>
          <p>Ret JSON-teksten i den aktuelle version; den kontrolleres mod skemaet for config.json, mens du skriver, og hvert problem vises med sin placering i dokumentet (for eksempel qgServices.contextRoot). Angiv begrundelsen for ændringen, og vælg &quot;Gem som ny version&quot;. Hver server leverer den straks; spørgeskemaets adresse og kontosidernes adresser gælder fra serverens næste start. Har en anden gemt en nyere version, mens du redigerede, afvises gemningen: indlæs igen, og foretag ændringen igen.</p>
          <p>Under &quot;Versioner&quot; vælger du to versioner og &quot;Vis forskellene&quot;: tilføjede linjer er markeret med + og fjernede med −. &quot;Rul tilbage til denne version&quot; beder om en begrundelse og gemmer versionens indhold som en ny version; intet fjernes fra historikken.</p>
        </>
      ),
    },
  },
};
