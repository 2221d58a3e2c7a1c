/** The help's Dutch words for roles and permissions, the same as the manage-accounts pages use. */
import type { RoleWords } from '../../i18n/roleWords';

/** Roles and permissions in Dutch. */
export const ROLE_WORDS_NL: RoleWords = {
  titles: {
    examiner: 'Testleider',
    teacher: 'Leerkracht',
    accountAdministrator: 'Accountbeheerder',
    accountUser: 'Accountgebruiker',
    backOffice: 'Backoffice',
    dataRetention: 'Gegevensbewaring',
  },
  summaries: {
    examiner: 'neemt afnames af bij de testpersonen van het account, scoort ze en maakt er rapporten van.',
    teacher: 'neemt afnames af, scoort ze en maakt rapporten, maar verwijdert geen afnames of rapporten.',
    accountAdministrator: 'doet alles wat een testleider doet en beheert het account: de gebruikers, labels, licenties, e-mailsjablonen en documenten.',
    accountUser: 'bekijkt dossiers van testpersonen, afnames en rapporten zonder ze te wijzigen.',
    backOffice: 'medewerkers van Q-global die producten en licenties configureren; geen toegang tot gegevens van testpersonen.',
    dataRetention: 'medewerkers van Q-global die inactieve accounts en het verwijderen van accounts afhandelen; geen toegang tot gegevens van testpersonen.',
  },
  permissions: {
    EXAMINEE_VIEW: 'De dossiers van testpersonen van het account bekijken.',
    EXAMINEE_EDIT: 'Dossiers van testpersonen aanmaken, bewerken en verwijderen.',
    ASSESSMENT_VIEW: 'Afnames met hun antwoorden en scores bekijken.',
    ASSESSMENT_EDIT: 'Afnames aanmaken, antwoorden invoeren en opslaan, en de afnames scoren.',
    ASSESSMENT_DELETE: 'Een afname verwijderen (een accountbeheerder kan haar herstellen).',
    ASSESSMENT_RECOVER: 'De verwijderde afnames van het account bekijken en herstellen.',
    REPORT_GENERATE: 'Een rapport maken (kost één licentiegebruik).',
    REPORT_VIEW: 'Opgeslagen rapporten weergeven en downloaden.',
    REPORT_DELETE: 'Een opgeslagen rapport uit de eerdere rapporten verwijderen.',
    LICENSE_USAGE_VIEW: 'De functielicenties van het account en het gebruik ervan bekijken.',
    ACCOUNT_USERS_MANAGE: 'De gebruikers van het account en hun rollen beheren.',
    ACCOUNT_SETTINGS_EDIT: 'De labels, de namen van de aangepaste velden, de verificatiecode en de e-mailsjablonen van het account bewerken.',
    RESOURCE_LIBRARY_VIEW: 'De bronnenbibliotheek van het account openen.',
    RESOURCE_LIBRARY_MANAGE: 'Documenten aan de bronnenbibliotheek van het account toevoegen en eruit verwijderen.',
    FEEDBACK_SUBMIT: 'Feedback over het platform geven.',
    PRODUCT_CONFIGURE: 'Backoffice: producten configureren.',
    FEATURE_LICENSE_MANAGE: 'Backoffice: functielicenties beheren.',
    ASSESSMENT_TRACKER_VIEW: 'Backoffice: het afnameoverzicht gebruiken.',
    DATA_RETENTION_MANAGE: 'Gegevensbewaring: verwijdering van inactieve accounts en verwijdering op verzoek van het account.',
    ACCOUNT_DATA_DELETE: 'Gegevensbeheer: accounts verwijderen en herstellen.',
  },
};
