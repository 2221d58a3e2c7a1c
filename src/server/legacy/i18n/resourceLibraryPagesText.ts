/**
 * The words of the resource library's other pages in every language of the platform (spec §9):
 * a document's delete confirmation, and the 403 and 404 pages. British and Australian English
 * read the US English ones, Canadian French reads French.
 */
import type { Locale } from '../../../domain/locale';

/** Everything the delete confirmation and the library's 403 and 404 pages say. */
export interface ResourceLibraryPagesText {
  deletePage: { title: string; question: (title: string) => string; explanation: string; submit: string; cancel: string };
  /** A document that is not in the user's account (or no longer is). */
  notFound: { title: string; message: string; back: string };
  /** A role without the library at all, and one that may read it but not change it. */
  forbidden: { noLibrary: string; noManaging: string; back: string };
}

const EN_US: ResourceLibraryPagesText = {
  deletePage: {
    title: 'Delete a document',
    question: (title) => `Delete “${title}”?`,
    explanation: "The document is removed from the resource library for everyone in your account, with everyone's bookmarks of it. This cannot be undone.",
    submit: 'Delete document',
    cancel: 'Cancel and go back to the resource library',
  },
  notFound: { title: 'Document not found', message: 'This document is not in your resource library. It may have been deleted.', back: 'Back to the resource library' },
  forbidden: {
    noLibrary: "Your role does not include the account's resource library.",
    noManaging: 'Adding and deleting documents is for account administrators.',
    back: 'Back to the home page',
  },
};

const FR_FR: ResourceLibraryPagesText = {
  deletePage: {
    title: 'Supprimer un document',
    question: (title) => `Supprimer « ${title} » ?`,
    explanation: 'Le document est retiré de la bibliothèque de ressources pour tous les utilisateurs de votre compte, ainsi que de leurs favoris. Cette action est irréversible.',
    submit: 'Supprimer le document',
    cancel: 'Annuler et revenir à la bibliothèque de ressources',
  },
  notFound: {
    title: 'Document introuvable',
    message: 'Ce document ne figure pas dans votre bibliothèque de ressources. Il a peut-être été supprimé.',
    back: 'Retour à la bibliothèque de ressources',
  },
  forbidden: {
    noLibrary: 'Votre rôle n’inclut pas la bibliothèque de ressources du compte.',
    noManaging: 'Seuls les administrateurs du compte peuvent ajouter et supprimer des documents.',
    back: 'Retour à la page d’accueil',
  },
};

/** The delete confirmation's and the 403 and 404 pages' words by locale. */
export const RESOURCE_LIBRARY_PAGES_TEXT: Readonly<Record<Locale, ResourceLibraryPagesText>> = {
  en_us: EN_US,
  en_gb: EN_US,
  en_au: EN_US,
  da_dk: {
    deletePage: {
      title: 'Slet et dokument',
      question: (title) => `Vil du slette »${title}«?`,
      explanation: 'Dokumentet fjernes fra ressourcebiblioteket for alle på din konto sammen med alle bogmærker til det. Handlingen kan ikke fortrydes.',
      submit: 'Slet dokument',
      cancel: 'Annuller og gå tilbage til ressourcebiblioteket',
    },
    notFound: { title: 'Dokumentet blev ikke fundet', message: 'Dette dokument findes ikke i dit ressourcebibliotek. Det kan være blevet slettet.', back: 'Tilbage til ressourcebiblioteket' },
    forbidden: {
      noLibrary: 'Din rolle giver ikke adgang til kontoens ressourcebibliotek.',
      noManaging: 'Kun kontoadministratorer kan tilføje og slette dokumenter.',
      back: 'Tilbage til forsiden',
    },
  },
  de_de: {
    deletePage: {
      title: 'Dokument löschen',
      question: (title) => `„${title}“ löschen?`,
      explanation: 'Das Dokument wird für alle Personen in Ihrem Konto aus der Ressourcenbibliothek entfernt, zusammen mit allen Lesezeichen dafür. Dies kann nicht rückgängig gemacht werden.',
      submit: 'Dokument löschen',
      cancel: 'Abbrechen und zurück zur Ressourcenbibliothek',
    },
    notFound: { title: 'Dokument nicht gefunden', message: 'Dieses Dokument ist nicht in Ihrer Ressourcenbibliothek. Möglicherweise wurde es gelöscht.', back: 'Zurück zur Ressourcenbibliothek' },
    forbidden: {
      noLibrary: 'Ihre Rolle umfasst die Ressourcenbibliothek des Kontos nicht.',
      noManaging: 'Nur die Kontoadministration kann Dokumente hinzufügen und löschen.',
      back: 'Zurück zur Startseite',
    },
  },
  es_es: {
    deletePage: {
      title: 'Eliminar un documento',
      question: (title) => `¿Eliminar «${title}»?`,
      explanation: 'El documento se elimina de la biblioteca de recursos para todas las personas de su cuenta, junto con todos sus marcadores. Esta acción no se puede deshacer.',
      submit: 'Eliminar documento',
      cancel: 'Cancelar y volver a la biblioteca de recursos',
    },
    notFound: { title: 'Documento no encontrado', message: 'Este documento no está en su biblioteca de recursos. Es posible que se haya eliminado.', back: 'Volver a la biblioteca de recursos' },
    forbidden: {
      noLibrary: 'Su rol no incluye la biblioteca de recursos de la cuenta.',
      noManaging: 'Solo los administradores de la cuenta pueden añadir y eliminar documentos.',
      back: 'Volver a la página de inicio',
    },
  },
  fr_fr: FR_FR,
  fr_ca: FR_FR,
  nl_nl: {
    deletePage: {
      title: 'Document verwijderen',
      question: (title) => `‘${title}’ verwijderen?`,
      explanation: 'Het document wordt voor iedereen in uw account uit de bronnenbibliotheek verwijderd, samen met alle bladwijzers ervoor. Dit kan niet ongedaan worden gemaakt.',
      submit: 'Document verwijderen',
      cancel: 'Annuleren en terug naar de bronnenbibliotheek',
    },
    notFound: { title: 'Document niet gevonden', message: 'Dit document staat niet in uw bronnenbibliotheek. Mogelijk is het verwijderd.', back: 'Terug naar de bronnenbibliotheek' },
    forbidden: {
      noLibrary: 'Uw rol geeft geen toegang tot de bronnenbibliotheek van het account.',
      noManaging: 'Alleen accountbeheerders kunnen documenten toevoegen en verwijderen.',
      back: 'Terug naar de startpagina',
    },
  },
  nb_no: {
    deletePage: {
      title: 'Slett et dokument',
      question: (title) => `Vil du slette «${title}»?`,
      explanation: 'Dokumentet fjernes fra ressursbiblioteket for alle i kontoen din, sammen med alle bokmerker for det. Dette kan ikke angres.',
      submit: 'Slett dokumentet',
      cancel: 'Avbryt og gå tilbake til ressursbiblioteket',
    },
    notFound: { title: 'Fant ikke dokumentet', message: 'Dette dokumentet finnes ikke i ressursbiblioteket ditt. Det kan ha blitt slettet.', back: 'Tilbake til ressursbiblioteket' },
    forbidden: {
      noLibrary: 'Rollen din gir ikke tilgang til kontoens ressursbibliotek.',
      noManaging: 'Bare kontoadministratorer kan legge til og slette dokumenter.',
      back: 'Tilbake til startsiden',
    },
  },
  sv_se: {
    deletePage: {
      title: 'Ta bort ett dokument',
      question: (title) => `Vill du ta bort ”${title}”?`,
      explanation: 'Dokumentet tas bort ur resursbiblioteket för alla i ditt konto, tillsammans med allas bokmärken för det. Detta kan inte ångras.',
      submit: 'Ta bort dokumentet',
      cancel: 'Avbryt och gå tillbaka till resursbiblioteket',
    },
    notFound: { title: 'Dokumentet hittades inte', message: 'Det här dokumentet finns inte i ditt resursbibliotek. Det kan ha tagits bort.', back: 'Tillbaka till resursbiblioteket' },
    forbidden: {
      noLibrary: 'Din roll ger inte tillgång till kontots resursbibliotek.',
      noManaging: 'Endast kontoadministratörer kan lägga till och ta bort dokument.',
      back: 'Tillbaka till startsidan',
    },
  },
};
