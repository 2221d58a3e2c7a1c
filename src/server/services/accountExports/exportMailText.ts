/**
 * The e-mail that carries an account export's download link, in the recipient's language: a
 * subject that names only the platform, the account, when the link stops working, that it works
 * once, and the link itself (`{link}`, filled by the delivery job as it sends).
 */
import type { Locale } from '../../../domain/locale';

/** The words of the message in one language. */
export interface ExportMailText {
  subject: string;
  /** The paragraphs of the body; one of them holds `{link}`. */
  paragraphs: (recipientName: string, accountName: string, expiresAt: string) => string[];
}

const EN: ExportMailText = {
  subject: 'Your Q-global data export is ready',
  paragraphs: (name, account, expires) => [
    `Dear ${name},`,
    `The export of the data of the account "${account}" is ready. Download it as one ZIP file here:`,
    '{link}',
    `The link works once, until ${expires}. If it has expired or was used, ask for a new export under Manage accounts.`,
  ],
};

const EN_GB: ExportMailText = {
  ...EN,
  paragraphs: (name, account, expires) => [
    `Dear ${name},`,
    `The export of the data of the account "${account}" is ready. Download it as one ZIP file here:`,
    '{link}',
    `The link works once, until ${expires}. If it has expired or has been used, ask for a new export under Manage accounts.`,
  ],
};

const DA: ExportMailText = {
  subject: 'Din dataeksport fra Q-global er klar',
  paragraphs: (name, account, expires) => [
    `Kære ${name}`,
    `Eksporten af data for kontoen "${account}" er klar. Hent den som én ZIP-fil her:`,
    '{link}',
    `Linket virker én gang, indtil ${expires}. Hvis det er udløbet eller brugt, kan du bestille en ny eksport under Administrer konti.`,
  ],
};

const DE: ExportMailText = {
  subject: 'Ihr Datenexport aus Q-global ist bereit',
  paragraphs: (name, account, expires) => [
    `Guten Tag ${name},`,
    `der Export der Daten des Kontos „${account}“ ist bereit. Laden Sie ihn hier als eine ZIP-Datei herunter:`,
    '{link}',
    `Der Link funktioniert einmal, bis ${expires}. Ist er abgelaufen oder wurde er schon verwendet, fordern Sie unter „Konten verwalten“ einen neuen Export an.`,
  ],
};

const ES: ExportMailText = {
  subject: 'Su exportación de datos de Q-global está lista',
  paragraphs: (name, account, expires) => [
    `Estimado/a ${name}:`,
    `La exportación de los datos de la cuenta «${account}» está lista. Descárguela como un único archivo ZIP aquí:`,
    '{link}',
    `El enlace funciona una sola vez, hasta el ${expires}. Si ha caducado o ya se ha usado, solicite una nueva exportación en Gestionar cuentas.`,
  ],
};

const FR: ExportMailText = {
  subject: 'Votre exportation de données Q-global est prête',
  paragraphs: (name, account, expires) => [
    `Bonjour ${name},`,
    `L’exportation des données du compte « ${account} » est prête. Téléchargez-la en un seul fichier ZIP ici :`,
    '{link}',
    `Le lien fonctionne une seule fois, jusqu’au ${expires}. S’il a expiré ou a déjà servi, demandez une nouvelle exportation sous Gérer les comptes.`,
  ],
};

const FR_CA: ExportMailText = {
  ...FR,
  paragraphs: (name, account, expires) => [
    `Bonjour ${name},`,
    `L’exportation des données du compte « ${account} » est prête. Téléchargez-la en un seul fichier ZIP ici :`,
    '{link}',
    `Le lien fonctionne une seule fois, jusqu’au ${expires}. S’il est expiré ou a déjà servi, demandez une nouvelle exportation sous Gérer les comptes.`,
  ],
};

const NL: ExportMailText = {
  subject: 'Uw gegevensexport uit Q-global is klaar',
  paragraphs: (name, account, expires) => [
    `Beste ${name},`,
    `De export van de gegevens van het account "${account}" is klaar. Download hem hier als één ZIP-bestand:`,
    '{link}',
    `De link werkt één keer, tot ${expires}. Is hij verlopen of al gebruikt, vraag dan een nieuwe export aan onder Accounts beheren.`,
  ],
};

const NB: ExportMailText = {
  subject: 'Dataeksporten din fra Q-global er klar',
  paragraphs: (name, account, expires) => [
    `Hei ${name},`,
    `Eksporten av dataene til kontoen «${account}» er klar. Last den ned som én ZIP-fil her:`,
    '{link}',
    `Lenken virker én gang, til ${expires}. Hvis den er utløpt eller brukt, kan du be om en ny eksport under Administrer kontoer.`,
  ],
};

const SV: ExportMailText = {
  subject: 'Din dataexport från Q-global är klar',
  paragraphs: (name, account, expires) => [
    `Hej ${name},`,
    `Exporten av data för kontot "${account}" är klar. Ladda ned den som en ZIP-fil här:`,
    '{link}',
    `Länken fungerar en gång, till ${expires}. Om den har gått ut eller redan använts kan du begära en ny export under Hantera konton.`,
  ],
};

/** The message in every platform language. */
export const EXPORT_MAIL_TEXT: Readonly<Record<Locale, ExportMailText>> = {
  en_us: EN,
  en_gb: EN_GB,
  en_au: EN_GB,
  da_dk: DA,
  de_de: DE,
  es_es: ES,
  fr_fr: FR,
  fr_ca: FR_CA,
  nl_nl: NL,
  nb_no: NB,
  sv_se: SV,
};
