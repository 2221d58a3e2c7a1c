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
    'assessment-tracker': {
      title: 'Testsporing',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.ASSESSMENT_TRACKER_VIEW} />
          <p>Sporingen besvarer en kundes spørgsmål om én test. Angiv, hvorfor du kigger (et sagsnummer), og find derefter testen ud fra dens id, en testsession eller et fjernlink eller et testperson-id sammen med kundekontoen. Tidslinjen viser, hvad der er sket med den, ældste først, i din tidszone: oprettet, indtastning af svar, links oprettet, åbnet og besvaret, indsendt, scoret, rapporter, e-mails med hvert leveringsforsøg, sletninger og gendannelser, verificering og kopier.</p>
          <p>Navne og svar er skjult. »Vis navne og svar« beder om en ny begrundelse, som revisionsloggen gemmer som sin egen post, og som tidslinjen viser. »Skift status« genåbner en indsendt fjerntest, så dens link kan besvares igen (kun mens linket ikke er udløbet, og der ikke er lavet en rapport på den), lader et link udløbe nu eller markerer en e-mails mislykkede levering som løst. Hver ændring beder om sin begrundelse og vises på tidslinjen.</p>
        </>
      ),
    },
  },
};
