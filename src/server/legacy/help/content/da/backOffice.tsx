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
    'feedback-inbox': {
      title: 'Indbakke for tilbagemeldinger',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.FEEDBACK_MANAGE} />
          <p>
            De tilbagemeldinger, brugerne sender (se{' '}
            <a href={helpLink('feedback')}>tilbagemeldinger</a>
            ), havner i indbakken for tilbagemeldinger. Når du har angivet, hvorfor du arbejder med kundekonti, kan du vise dem efter status (ny, tildelt, besvaret, lukket), efter emne, efter hvem der har dem, og efter konto. Siden for en tilbagemelding viser, hvad afsenderen skrev, fra hvilket skærmbillede og hvilken browser, og dens svar.
          </p>
          <p>Tildel den først til en medarbejder i backoffice; den, der har den, kan svare. Et svar når straks afsenderen som en meddelelse, der indeholder svaret og fører til siden for tilbagemeldinger, hvor afsenderen kan skrive tilbage; har afsenderen en e-mailadresse, sendes svaret også som e-mail på afsenderens sprog, og indbakken viser, om e-mailen blev sendt. Luk tilbagemeldingen, når der ikke er mere at gøre; en lukket tilbagemelding kan genåbnes. Hvert trin registreres i revisionsloggen med din begrundelse.</p>
        </>
      ),
    },
  },
};
