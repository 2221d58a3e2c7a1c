/**
 * The words of the resource library's upload form and of every error the library's pages show
 * (the upload's refusals, a search too long, an expired form) in every language of the platform
 * (spec §9). The US English messages are those of the domain rules and the services, word for
 * word: the pages recognise a refusal by them (see resourceLibrary/errorMessages.ts). British and
 * Australian English read the US English ones, Canadian French reads French.
 */
import type { Locale } from '../../../domain/locale';
import type { ResourceContentType } from '../../../domain/resourceLibrary';

/** The refusals of the upload's and the search's fields; the ones with a limit take it. */
export interface ResourceFieldMessages {
  titleRequired: string;
  titleTooLong: (max: number) => string;
  descriptionTooLong: (max: number) => string;
  categoryRequired: string;
  searchTooLong: (max: number) => string;
  fileEmpty: string;
  fileTooLarge: string;
  /** Takes the accepted kinds as a list ("PDF, PNG image, ..."). */
  fileUnsupportedType: (kinds: string) => string;
  fileContentMismatch: string;
}

/** Everything the upload form and the error summary say. */
export interface ResourceLibraryFormText {
  formExpired: string;
  uploadUnreadable: string;
  legend: string;
  titleLabel: string;
  descriptionLabel: string;
  /** The category select's empty choice. */
  chooseCategory: string;
  fileLabel: string;
  /** Takes the accepted kinds as a list. */
  fileHint: (kinds: string) => string;
  submit: string;
  /** Each accepted kind of file by name, listed in the hint and in the refusal of another kind. */
  kinds: Readonly<Record<ResourceContentType, string>>;
  errors: ResourceFieldMessages;
}

const EN_US: ResourceLibraryFormText = {
  formExpired: 'This form has expired. Please try again.',
  uploadUnreadable: 'The upload could not be read. Choose one file and try again.',
  legend: 'Add a document',
  titleLabel: 'Title',
  descriptionLabel: 'Description (optional)',
  chooseCategory: 'Choose a category',
  fileLabel: 'File',
  fileHint: (kinds) => `${kinds}; at most 10 MB.`,
  submit: 'Add document',
  kinds: {
    'application/pdf': 'PDF',
    'image/png': 'PNG image',
    'image/jpeg': 'JPEG image',
    'text/plain': 'Text',
    'text/csv': 'CSV',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'Word document',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'Excel workbook',
  },
  errors: {
    titleRequired: 'Enter a title.',
    titleTooLong: (max) => `The title must be at most ${max} characters.`,
    descriptionTooLong: (max) => `The description must be at most ${max} characters.`,
    categoryRequired: 'Choose a category.',
    searchTooLong: (max) => `Search for at most ${max} characters.`,
    fileEmpty: 'Choose a file to upload.',
    fileTooLarge: 'The file is larger than 10 MB.',
    fileUnsupportedType: (kinds) => `This kind of file cannot be added. Choose one of: ${kinds}.`,
    fileContentMismatch: "The file's content does not match its type.",
  },
};

const FR_FR: ResourceLibraryFormText = {
  formExpired: 'Ce formulaire a expiré. Veuillez réessayer.',
  uploadUnreadable: 'Le fichier envoyé n’a pas pu être lu. Choisissez un seul fichier et réessayez.',
  legend: 'Ajouter un document',
  titleLabel: 'Titre',
  descriptionLabel: 'Description (facultatif)',
  chooseCategory: 'Choisir une catégorie',
  fileLabel: 'Fichier',
  fileHint: (kinds) => `${kinds} ; 10 Mo au maximum.`,
  submit: 'Ajouter le document',
  kinds: {
    'application/pdf': 'PDF',
    'image/png': 'image PNG',
    'image/jpeg': 'image JPEG',
    'text/plain': 'texte',
    'text/csv': 'CSV',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'document Word',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'classeur Excel',
  },
  errors: {
    titleRequired: 'Saisissez un titre.',
    titleTooLong: (max) => `Le titre doit compter au plus ${max} caractères.`,
    descriptionTooLong: (max) => `La description doit compter au plus ${max} caractères.`,
    categoryRequired: 'Choisissez une catégorie.',
    searchTooLong: (max) => `La recherche doit compter au plus ${max} caractères.`,
    fileEmpty: 'Choisissez un fichier à envoyer.',
    fileTooLarge: 'Le fichier dépasse 10 Mo.',
    fileUnsupportedType: (kinds) => `Ce type de fichier ne peut pas être ajouté. Choisissez l’un des types suivants : ${kinds}.`,
    fileContentMismatch: 'Le contenu du fichier ne correspond pas à son type.',
  },
};

/** The upload form's and the error messages' words by locale. */
export const RESOURCE_LIBRARY_FORM_TEXT: Readonly<Record<Locale, ResourceLibraryFormText>> = {
  en_us: EN_US,
  en_gb: EN_US,
  en_au: EN_US,
  da_dk: {
    formExpired: 'Denne formular er udløbet. Prøv igen.',
    uploadUnreadable: 'Den overførte fil kunne ikke læses. Vælg én fil, og prøv igen.',
    legend: 'Tilføj et dokument',
    titleLabel: 'Titel',
    descriptionLabel: 'Beskrivelse (valgfrit)',
    chooseCategory: 'Vælg en kategori',
    fileLabel: 'Fil',
    fileHint: (kinds) => `${kinds}; højst 10 MB.`,
    submit: 'Tilføj dokument',
    kinds: {
      'application/pdf': 'PDF',
      'image/png': 'PNG-billede',
      'image/jpeg': 'JPEG-billede',
      'text/plain': 'tekst',
      'text/csv': 'CSV',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'Word-dokument',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'Excel-projektmappe',
    },
    errors: {
      titleRequired: 'Indtast en titel.',
      titleTooLong: (max) => `Titlen må højst være på ${max} tegn.`,
      descriptionTooLong: (max) => `Beskrivelsen må højst være på ${max} tegn.`,
      categoryRequired: 'Vælg en kategori.',
      searchTooLong: (max) => `Søgningen må højst være på ${max} tegn.`,
      fileEmpty: 'Vælg en fil, der skal uploades.',
      fileTooLarge: 'Filen er større end 10 MB.',
      fileUnsupportedType: (kinds) => `Denne filtype kan ikke tilføjes. Vælg en af følgende: ${kinds}.`,
      fileContentMismatch: 'Filens indhold svarer ikke til dens type.',
    },
  },
  de_de: {
    formExpired: 'Dieses Formular ist abgelaufen. Bitte versuchen Sie es erneut.',
    uploadUnreadable: 'Der Upload konnte nicht gelesen werden. Wählen Sie eine einzelne Datei und versuchen Sie es erneut.',
    legend: 'Dokument hinzufügen',
    titleLabel: 'Titel',
    descriptionLabel: 'Beschreibung (optional)',
    chooseCategory: 'Kategorie wählen',
    fileLabel: 'Datei',
    fileHint: (kinds) => `${kinds}; höchstens 10 MB.`,
    submit: 'Dokument hinzufügen',
    kinds: {
      'application/pdf': 'PDF',
      'image/png': 'PNG-Bild',
      'image/jpeg': 'JPEG-Bild',
      'text/plain': 'Text',
      'text/csv': 'CSV',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'Word-Dokument',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'Excel-Arbeitsmappe',
    },
    errors: {
      titleRequired: 'Geben Sie einen Titel ein.',
      titleTooLong: (max) => `Der Titel darf höchstens ${max} Zeichen lang sein.`,
      descriptionTooLong: (max) => `Die Beschreibung darf höchstens ${max} Zeichen lang sein.`,
      categoryRequired: 'Wählen Sie eine Kategorie.',
      searchTooLong: (max) => `Der Suchbegriff darf höchstens ${max} Zeichen lang sein.`,
      fileEmpty: 'Wählen Sie eine Datei zum Hochladen.',
      fileTooLarge: 'Die Datei ist größer als 10 MB.',
      fileUnsupportedType: (kinds) => `Dieser Dateityp kann nicht hinzugefügt werden. Zulässig sind: ${kinds}.`,
      fileContentMismatch: 'Der Inhalt der Datei passt nicht zu ihrem Dateityp.',
    },
  },
  es_es: {
    formExpired: 'Este formulario ha caducado. Vuelva a intentarlo.',
    uploadUnreadable: 'No se ha podido leer el archivo enviado. Elija un solo archivo y vuelva a intentarlo.',
    legend: 'Añadir un documento',
    titleLabel: 'Título',
    descriptionLabel: 'Descripción (opcional)',
    chooseCategory: 'Elija una categoría',
    fileLabel: 'Archivo',
    fileHint: (kinds) => `${kinds}; como máximo 10 MB.`,
    submit: 'Añadir documento',
    kinds: {
      'application/pdf': 'PDF',
      'image/png': 'imagen PNG',
      'image/jpeg': 'imagen JPEG',
      'text/plain': 'texto',
      'text/csv': 'CSV',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'documento de Word',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'libro de Excel',
    },
    errors: {
      titleRequired: 'Introduzca un título.',
      titleTooLong: (max) => `El título debe tener como máximo ${max} caracteres.`,
      descriptionTooLong: (max) => `La descripción debe tener como máximo ${max} caracteres.`,
      categoryRequired: 'Elija una categoría.',
      searchTooLong: (max) => `La búsqueda debe tener como máximo ${max} caracteres.`,
      fileEmpty: 'Elija un archivo para subir.',
      fileTooLarge: 'El archivo supera los 10 MB.',
      fileUnsupportedType: (kinds) => `No se puede añadir este tipo de archivo. Elija uno de estos: ${kinds}.`,
      fileContentMismatch: 'El contenido del archivo no corresponde a su tipo.',
    },
  },
  fr_fr: FR_FR,
  fr_ca: FR_FR,
  nl_nl: {
    formExpired: 'Dit formulier is verlopen. Probeer het opnieuw.',
    uploadUnreadable: 'De upload kon niet worden gelezen. Kies één bestand en probeer het opnieuw.',
    legend: 'Een document toevoegen',
    titleLabel: 'Titel',
    descriptionLabel: 'Beschrijving (optioneel)',
    chooseCategory: 'Kies een categorie',
    fileLabel: 'Bestand',
    fileHint: (kinds) => `${kinds}; maximaal 10 MB.`,
    submit: 'Document toevoegen',
    kinds: {
      'application/pdf': 'PDF',
      'image/png': 'PNG-afbeelding',
      'image/jpeg': 'JPEG-afbeelding',
      'text/plain': 'tekst',
      'text/csv': 'CSV',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'Word-document',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'Excel-werkmap',
    },
    errors: {
      titleRequired: 'Vul een titel in.',
      titleTooLong: (max) => `De titel mag maximaal ${max} tekens lang zijn.`,
      descriptionTooLong: (max) => `De beschrijving mag maximaal ${max} tekens lang zijn.`,
      categoryRequired: 'Kies een categorie.',
      searchTooLong: (max) => `De zoekopdracht mag maximaal ${max} tekens lang zijn.`,
      fileEmpty: 'Kies een bestand om te uploaden.',
      fileTooLarge: 'Het bestand is groter dan 10 MB.',
      fileUnsupportedType: (kinds) => `Dit type bestand kan niet worden toegevoegd. Kies een van deze typen: ${kinds}.`,
      fileContentMismatch: 'De inhoud van het bestand komt niet overeen met het type.',
    },
  },
  nb_no: {
    formExpired: 'Dette skjemaet er utløpt. Prøv på nytt.',
    uploadUnreadable: 'Opplastingen kunne ikke leses. Velg én fil og prøv på nytt.',
    legend: 'Legg til et dokument',
    titleLabel: 'Tittel',
    descriptionLabel: 'Beskrivelse (valgfritt)',
    chooseCategory: 'Velg en kategori',
    fileLabel: 'Fil',
    fileHint: (kinds) => `${kinds}; høyst 10 MB.`,
    submit: 'Legg til dokument',
    kinds: {
      'application/pdf': 'PDF',
      'image/png': 'PNG-bilde',
      'image/jpeg': 'JPEG-bilde',
      'text/plain': 'tekst',
      'text/csv': 'CSV',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'Word-dokument',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'Excel-arbeidsbok',
    },
    errors: {
      titleRequired: 'Skriv inn en tittel.',
      titleTooLong: (max) => `Tittelen kan ha høyst ${max} tegn.`,
      descriptionTooLong: (max) => `Beskrivelsen kan ha høyst ${max} tegn.`,
      categoryRequired: 'Velg en kategori.',
      searchTooLong: (max) => `Søket kan ha høyst ${max} tegn.`,
      fileEmpty: 'Velg en fil som skal lastes opp.',
      fileTooLarge: 'Filen er større enn 10 MB.',
      fileUnsupportedType: (kinds) => `Denne filtypen kan ikke legges til. Velg en av disse: ${kinds}.`,
      fileContentMismatch: 'Innholdet i filen samsvarer ikke med filtypen.',
    },
  },
  sv_se: {
    formExpired: 'Det här formuläret har gått ut. Försök igen.',
    uploadUnreadable: 'Uppladdningen kunde inte läsas. Välj en fil och försök igen.',
    legend: 'Lägg till ett dokument',
    titleLabel: 'Titel',
    descriptionLabel: 'Beskrivning (valfritt)',
    chooseCategory: 'Välj kategori',
    fileLabel: 'Fil',
    fileHint: (kinds) => `${kinds}; högst 10 MB.`,
    submit: 'Lägg till dokument',
    kinds: {
      'application/pdf': 'PDF',
      'image/png': 'PNG-bild',
      'image/jpeg': 'JPEG-bild',
      'text/plain': 'text',
      'text/csv': 'CSV',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'Word-dokument',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'Excel-arbetsbok',
    },
    errors: {
      titleRequired: 'Ange en titel.',
      titleTooLong: (max) => `Titeln får vara högst ${max} tecken.`,
      descriptionTooLong: (max) => `Beskrivningen får vara högst ${max} tecken.`,
      categoryRequired: 'Välj en kategori.',
      searchTooLong: (max) => `Sökningen får vara högst ${max} tecken.`,
      fileEmpty: 'Välj en fil att ladda upp.',
      fileTooLarge: 'Filen är större än 10 MB.',
      fileUnsupportedType: (kinds) => `Den här filtypen kan inte läggas till. Välj en av följande: ${kinds}.`,
      fileContentMismatch: 'Filens innehåll stämmer inte med filtypen.',
    },
  },
};
