/** Help in Dutch: the work of the data-retention staff. */
import { PERMISSIONS } from '../../../../../domain/permissions';
import type { HelpTopicText } from '../../helpTopic';
import { Needs } from '../../helpText';

/** The "Data retention" page in Dutch. */
export const DATA_RETENTION_NL: HelpTopicText = {
  title: 'Gegevensbewaring',
  summary: 'Het werk van de medewerkers gegevensbewaring van Q-global: inactieve accounts, verwijderingsverzoeken, juridische bewaarplicht en wie accounts mag verwijderen.',
  sections: {
    'data-retention-dashboard': {
      title: 'Het overzicht van gegevensbewaring',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.DATA_RETENTION_MANAGE} />
          <p>Medewerkers gegevensbewaring werken voor Q-global, niet voor een klantaccount, en komen na het aanmelden op dit overzicht. Geef eerst op waarom u aan klantaccounts werkt, bijvoorbeeld een ticketnummer: het auditlogboek bewaart de reden bij elk account dat u opent. Het overzicht toont de klantaccounts per status, elke status met het aantal accounts: actief, inactief (niemand heeft zich tijdens de inactiviteitsperiode aangemeld; het account wordt op de verwijderdatum verwijderd tenzij iemand zich aanmeldt of het behoudt), verwijdering aangevraagd (een beheerder heeft gevraagd het account te verwijderen), juridische bewaarplicht, verwijderd (te herstellen tot het definitief is gewist) en definitief gewist (alleen het vroegere accountnummer blijft over). ‘Verwijderingsverzoeken’ toont de accounts waarvan de beheerder om verwijdering heeft gevraagd.</p>
          <p>Filter op de medewerker aan wie het dossier is toegewezen (of niemand), op een periode van verwijderdatums en op de naam of het nummer van het account. De lijst toont van elk account de laatste activiteit (de laatste aanmelding van een van de gebruikers), de verwijderdatum, aan wie het dossier is toegewezen en of er een juridische bewaarplicht geldt, de eerstvolgende verwijdering eerst. Open een account om het dossier te behandelen.</p>
        </>
      ),
    },
    'data-retention-case': {
      title: 'Het dossier van een account',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.DATA_RETENTION_MANAGE} />
          <p>Het dossier toont de status van het account, de laatste activiteit, de datums (inactief sinds, de verwijderdatum, een verwijderingsverzoek en de datum ervan), een juridische bewaarplicht met de reden en aan wie het dossier is toegewezen. Daaronder staan de contactadressen van het account (de actieve beheerders met e-mailadres en telefoonnummer) en de berichten die naar het account zijn verzonden, elk met de aangekondigde verwijderdatum en op verzoek de bezorging van elke e-mail met elke poging.</p>
          <p>Elke wijziging vraagt om een eigen reden, die het auditlogboek bewaart. Wijs het dossier toe aan een collega of aan uzelf. Verleng de respijtperiode van een inactief account tot een latere verwijderdatum (hoogstens een jaar vooruit): de beheerders krijgen de berichten voor de nieuwe datum. Stel een verwijderingsverzoek uit tot een latere datum; een eerdere datum vraagt de toestemming van de beheerder, dus medewerkers kunnen die niet vervroegen. Een juridische bewaarplicht voorkomt dat het account wordt verwijderd of definitief gewist, wat de datums ook zijn, tot de bewaarplicht wordt opgeheven; de reden die u opgeeft, wordt bewaard als reden van de bewaarplicht.</p>
        </>
      ),
    },
    'data-retention-settings': {
      title: 'Mijn instellingen',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.DATA_RETENTION_MANAGE} />
          <p>Kies welke meldingen per e-mail u ontvangt: wanneer een account inactief wordt, wanneer een beheerder om verwijdering vraagt, wanneer een account wordt verwijderd en wanneer een verwijdering of definitieve wissing wordt tegengehouden door een juridische bewaarplicht of een openstaand inzageverzoek.</p>
          <p>Medewerkers van wie de rol accountgegevens mag verwijderen, zien ook wie accounts mag verwijderen. Het recht kan alleen worden gegeven aan medewerkers van wie de rol accountgegevens mag verwijderen, altijd met een reden, en niemand kan het eigen recht wijzigen: een andere medewerker moet het geven of ontnemen.</p>
        </>
      ),
    },
  },
};
