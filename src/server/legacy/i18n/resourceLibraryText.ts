/**
 * The words of the resource library's list page in every language of the platform (spec §9): its
 * search, notices, document details and actions. The upload form and the error messages are in
 * resourceLibraryFormText.ts, the delete confirmation and the 403 and 404 pages in
 * resourceLibraryPagesText.ts. British and Australian English read the US English ones, Canadian
 * French reads French. Document titles and descriptions are the account's data and stay as entered.
 */
import type { Locale } from '../../../domain/locale';
import type { ResourceCategory } from '../../../domain/resourceLibrary';

/** What was just done, for the notice at the top of the list (the `done` query of the redirect). */
export type ResourceDoneKey = 'bookmarked' | 'unbookmarked' | 'added' | 'deleted';

/** A file size's words: each takes the number already formatted for the locale. */
export interface ByteSizeText {
  bytes: (size: string) => string;
  kilobytes: (size: string) => string;
  megabytes: (size: string) => string;
}

/** Everything the resource library's list page says (besides the upload form). */
export interface ResourceLibraryText {
  title: string;
  intro: string;
  skipLink: string;
  done: Readonly<Record<ResourceDoneKey, string>>;
  emptyLibrary: string;
  nothingFound: string;
  findDocuments: string;
  searchLabel: string;
  category: string;
  allCategories: string;
  search: string;
  showAll: string;
  bookmarked: string;
  otherDocuments: string;
  documents: string;
  /** The end of a document's details line, after its category and size. */
  addedOn: (date: string) => string;
  open: string;
  /** The accessible names of a document's buttons and links, which name the document. */
  openNamed: (title: string) => string;
  bookmark: string;
  bookmarkNamed: (title: string) => string;
  removeBookmark: string;
  removeBookmarkNamed: (title: string) => string;
  delete: string;
  deleteNamed: (title: string) => string;
  categories: Readonly<Record<ResourceCategory, string>>;
  size: ByteSizeText;
}

const EN_US: ResourceLibraryText = {
  title: 'Resource library',
  intro: 'Documents of your account: consent forms, administration guides and letters. Open one to view or download it.',
  skipLink: 'Skip to the main content',
  done: {
    bookmarked: 'The document was bookmarked.',
    unbookmarked: 'The bookmark was removed.',
    added: 'The document was added to the library.',
    deleted: 'The document was deleted.',
  },
  emptyLibrary: 'The resource library has no documents yet.',
  nothingFound: 'No documents match your search.',
  findDocuments: 'Find documents',
  searchLabel: 'Search titles and descriptions',
  category: 'Category',
  allCategories: 'All categories',
  search: 'Search',
  showAll: 'Show all documents',
  bookmarked: 'Bookmarked',
  otherDocuments: 'Other documents',
  documents: 'Documents',
  addedOn: (date) => `added ${date}`,
  open: 'Open',
  openNamed: (title) => `Open ${title}`,
  bookmark: 'Bookmark',
  bookmarkNamed: (title) => `Bookmark ${title}`,
  removeBookmark: 'Remove bookmark',
  removeBookmarkNamed: (title) => `Remove bookmark of ${title}`,
  delete: 'Delete',
  deleteNamed: (title) => `Delete ${title}`,
  categories: { administrationGuide: 'Administration guide', consentForm: 'Consent form', letter: 'Letter', manual: 'Manual', other: 'Other' },
  size: { bytes: (size) => `${size} bytes`, kilobytes: (size) => `${size} KB`, megabytes: (size) => `${size} MB` },
};

const FR_FR: ResourceLibraryText = {
  title: 'Bibliothèque de ressources',
  intro: 'Documents de votre compte : formulaires de consentement, guides de passation et lettres. Ouvrez-en un pour le consulter ou le télécharger.',
  skipLink: 'Aller au contenu principal',
  done: {
    bookmarked: 'Le document a été ajouté aux favoris.',
    unbookmarked: 'Le document a été retiré des favoris.',
    added: 'Le document a été ajouté à la bibliothèque.',
    deleted: 'Le document a été supprimé.',
  },
  emptyLibrary: 'La bibliothèque de ressources ne contient encore aucun document.',
  nothingFound: 'Aucun document ne correspond à votre recherche.',
  findDocuments: 'Rechercher des documents',
  searchLabel: 'Rechercher dans les titres et les descriptions',
  category: 'Catégorie',
  allCategories: 'Toutes les catégories',
  search: 'Rechercher',
  showAll: 'Afficher tous les documents',
  bookmarked: 'Favoris',
  otherDocuments: 'Autres documents',
  documents: 'Documents',
  addedOn: (date) => `ajouté le ${date}`,
  open: 'Ouvrir',
  openNamed: (title) => `Ouvrir ${title}`,
  bookmark: 'Ajouter aux favoris',
  bookmarkNamed: (title) => `Ajouter ${title} aux favoris`,
  removeBookmark: 'Retirer des favoris',
  removeBookmarkNamed: (title) => `Retirer ${title} des favoris`,
  delete: 'Supprimer',
  deleteNamed: (title) => `Supprimer ${title}`,
  categories: { administrationGuide: 'Guide de passation', consentForm: 'Formulaire de consentement', letter: 'Lettre', manual: 'Manuel', other: 'Autre' },
  size: { bytes: (size) => `${size} o`, kilobytes: (size) => `${size} Ko`, megabytes: (size) => `${size} Mo` },
};

/** The resource library list page's words by locale. */
export const RESOURCE_LIBRARY_TEXT: Readonly<Record<Locale, ResourceLibraryText>> = {
  en_us: EN_US,
  en_gb: EN_US,
  en_au: EN_US,
  da_dk: {
    title: 'Ressourcebibliotek',
    intro: 'Dokumenter på din konto: samtykkeerklæringer, administrationsvejledninger og breve. Åbn et dokument for at se eller hente det.',
    skipLink: 'Gå til hovedindholdet',
    done: {
      bookmarked: 'Dokumentet har fået et bogmærke.',
      unbookmarked: 'Bogmærket er fjernet.',
      added: 'Dokumentet er føjet til biblioteket.',
      deleted: 'Dokumentet er slettet.',
    },
    emptyLibrary: 'Ressourcebiblioteket indeholder endnu ingen dokumenter.',
    nothingFound: 'Ingen dokumenter matcher din søgning.',
    findDocuments: 'Find dokumenter',
    searchLabel: 'Søg i titler og beskrivelser',
    category: 'Kategori',
    allCategories: 'Alle kategorier',
    search: 'Søg',
    showAll: 'Vis alle dokumenter',
    bookmarked: 'Med bogmærke',
    otherDocuments: 'Andre dokumenter',
    documents: 'Dokumenter',
    addedOn: (date) => `tilføjet ${date}`,
    open: 'Åbn',
    openNamed: (title) => `Åbn ${title}`,
    bookmark: 'Tilføj bogmærke',
    bookmarkNamed: (title) => `Tilføj bogmærke til ${title}`,
    removeBookmark: 'Fjern bogmærke',
    removeBookmarkNamed: (title) => `Fjern bogmærket til ${title}`,
    delete: 'Slet',
    deleteNamed: (title) => `Slet ${title}`,
    categories: { administrationGuide: 'Administrationsvejledning', consentForm: 'Samtykkeerklæring', letter: 'Brev', manual: 'Håndbog', other: 'Andet' },
    size: { bytes: (size) => `${size} B`, kilobytes: (size) => `${size} kB`, megabytes: (size) => `${size} MB` },
  },
  de_de: {
    title: 'Ressourcenbibliothek',
    intro: 'Dokumente Ihres Kontos: Einverständniserklärungen, Durchführungsanleitungen und Briefe. Öffnen Sie ein Dokument, um es anzusehen oder herunterzuladen.',
    skipLink: 'Zum Hauptinhalt springen',
    done: {
      bookmarked: 'Für das Dokument wurde ein Lesezeichen gesetzt.',
      unbookmarked: 'Das Lesezeichen wurde entfernt.',
      added: 'Das Dokument wurde der Bibliothek hinzugefügt.',
      deleted: 'Das Dokument wurde gelöscht.',
    },
    emptyLibrary: 'Die Ressourcenbibliothek enthält noch keine Dokumente.',
    nothingFound: 'Keine Dokumente entsprechen Ihrer Suche.',
    findDocuments: 'Dokumente suchen',
    searchLabel: 'In Titeln und Beschreibungen suchen',
    category: 'Kategorie',
    allCategories: 'Alle Kategorien',
    search: 'Suchen',
    showAll: 'Alle Dokumente anzeigen',
    bookmarked: 'Mit Lesezeichen',
    otherDocuments: 'Weitere Dokumente',
    documents: 'Dokumente',
    addedOn: (date) => `hinzugefügt am ${date}`,
    open: 'Öffnen',
    openNamed: (title) => `${title} öffnen`,
    bookmark: 'Lesezeichen setzen',
    bookmarkNamed: (title) => `Lesezeichen für ${title} setzen`,
    removeBookmark: 'Lesezeichen entfernen',
    removeBookmarkNamed: (title) => `Lesezeichen für ${title} entfernen`,
    delete: 'Löschen',
    deleteNamed: (title) => `${title} löschen`,
    categories: { administrationGuide: 'Durchführungsanleitung', consentForm: 'Einverständniserklärung', letter: 'Brief', manual: 'Handbuch', other: 'Sonstiges' },
    size: { bytes: (size) => `${size} B`, kilobytes: (size) => `${size} kB`, megabytes: (size) => `${size} MB` },
  },
  es_es: {
    title: 'Biblioteca de recursos',
    intro: 'Documentos de su cuenta: formularios de consentimiento, guías de aplicación y cartas. Abra uno para verlo o descargarlo.',
    skipLink: 'Ir al contenido principal',
    done: {
      bookmarked: 'Se ha añadido un marcador al documento.',
      unbookmarked: 'Se ha quitado el marcador.',
      added: 'El documento se ha añadido a la biblioteca.',
      deleted: 'El documento se ha eliminado.',
    },
    emptyLibrary: 'La biblioteca de recursos aún no tiene documentos.',
    nothingFound: 'Ningún documento coincide con su búsqueda.',
    findDocuments: 'Buscar documentos',
    searchLabel: 'Buscar en títulos y descripciones',
    category: 'Categoría',
    allCategories: 'Todas las categorías',
    search: 'Buscar',
    showAll: 'Mostrar todos los documentos',
    bookmarked: 'Con marcador',
    otherDocuments: 'Otros documentos',
    documents: 'Documentos',
    addedOn: (date) => `añadido el ${date}`,
    open: 'Abrir',
    openNamed: (title) => `Abrir ${title}`,
    bookmark: 'Añadir marcador',
    bookmarkNamed: (title) => `Añadir un marcador a ${title}`,
    removeBookmark: 'Quitar marcador',
    removeBookmarkNamed: (title) => `Quitar el marcador de ${title}`,
    delete: 'Eliminar',
    deleteNamed: (title) => `Eliminar ${title}`,
    categories: { administrationGuide: 'Guía de aplicación', consentForm: 'Formulario de consentimiento', letter: 'Carta', manual: 'Manual', other: 'Otro' },
    size: { bytes: (size) => `${size} B`, kilobytes: (size) => `${size} kB`, megabytes: (size) => `${size} MB` },
  },
  fr_fr: FR_FR,
  fr_ca: FR_FR,
  nl_nl: {
    title: 'Bronnenbibliotheek',
    intro: 'Documenten van uw account: toestemmingsformulieren, afnamehandleidingen en brieven. Open een document om het te bekijken of te downloaden.',
    skipLink: 'Naar de hoofdinhoud',
    done: {
      bookmarked: 'Er is een bladwijzer voor het document toegevoegd.',
      unbookmarked: 'De bladwijzer is verwijderd.',
      added: 'Het document is aan de bibliotheek toegevoegd.',
      deleted: 'Het document is verwijderd.',
    },
    emptyLibrary: 'De bronnenbibliotheek bevat nog geen documenten.',
    nothingFound: 'Er zijn geen documenten gevonden voor uw zoekopdracht.',
    findDocuments: 'Documenten zoeken',
    searchLabel: 'Zoeken in titels en beschrijvingen',
    category: 'Categorie',
    allCategories: 'Alle categorieën',
    search: 'Zoeken',
    showAll: 'Alle documenten tonen',
    bookmarked: 'Met bladwijzer',
    otherDocuments: 'Overige documenten',
    documents: 'Documenten',
    addedOn: (date) => `toegevoegd op ${date}`,
    open: 'Openen',
    openNamed: (title) => `${title} openen`,
    bookmark: 'Bladwijzer toevoegen',
    bookmarkNamed: (title) => `Bladwijzer toevoegen voor ${title}`,
    removeBookmark: 'Bladwijzer verwijderen',
    removeBookmarkNamed: (title) => `Bladwijzer voor ${title} verwijderen`,
    delete: 'Verwijderen',
    deleteNamed: (title) => `${title} verwijderen`,
    categories: { administrationGuide: 'Afnamehandleiding', consentForm: 'Toestemmingsformulier', letter: 'Brief', manual: 'Handboek', other: 'Overig' },
    size: { bytes: (size) => `${size} B`, kilobytes: (size) => `${size} kB`, megabytes: (size) => `${size} MB` },
  },
  nb_no: {
    title: 'Ressursbibliotek',
    intro: 'Dokumenter i kontoen din: samtykkeskjemaer, administreringsveiledninger og brev. Åpne et dokument for å se eller laste det ned.',
    skipLink: 'Gå til hovedinnholdet',
    done: {
      bookmarked: 'Dokumentet har fått et bokmerke.',
      unbookmarked: 'Bokmerket er fjernet.',
      added: 'Dokumentet er lagt til i biblioteket.',
      deleted: 'Dokumentet er slettet.',
    },
    emptyLibrary: 'Ressursbiblioteket har ingen dokumenter ennå.',
    nothingFound: 'Ingen dokumenter samsvarer med søket ditt.',
    findDocuments: 'Finn dokumenter',
    searchLabel: 'Søk i titler og beskrivelser',
    category: 'Kategori',
    allCategories: 'Alle kategorier',
    search: 'Søk',
    showAll: 'Vis alle dokumenter',
    bookmarked: 'Med bokmerke',
    otherDocuments: 'Andre dokumenter',
    documents: 'Dokumenter',
    addedOn: (date) => `lagt til ${date}`,
    open: 'Åpne',
    openNamed: (title) => `Åpne ${title}`,
    bookmark: 'Legg til bokmerke',
    bookmarkNamed: (title) => `Legg til bokmerke for ${title}`,
    removeBookmark: 'Fjern bokmerke',
    removeBookmarkNamed: (title) => `Fjern bokmerket for ${title}`,
    delete: 'Slett',
    deleteNamed: (title) => `Slett ${title}`,
    categories: { administrationGuide: 'Administreringsveiledning', consentForm: 'Samtykkeskjema', letter: 'Brev', manual: 'Håndbok', other: 'Annet' },
    size: { bytes: (size) => `${size} B`, kilobytes: (size) => `${size} kB`, megabytes: (size) => `${size} MB` },
  },
  sv_se: {
    title: 'Resursbibliotek',
    intro: 'Dokument i ditt konto: samtyckesblanketter, administreringsguider och brev. Öppna ett dokument för att visa eller ladda ned det.',
    skipLink: 'Hoppa till huvudinnehållet',
    done: {
      bookmarked: 'Dokumentet har bokmärkts.',
      unbookmarked: 'Bokmärket har tagits bort.',
      added: 'Dokumentet har lagts till i biblioteket.',
      deleted: 'Dokumentet har tagits bort.',
    },
    emptyLibrary: 'Resursbiblioteket har inga dokument än.',
    nothingFound: 'Inga dokument matchar din sökning.',
    findDocuments: 'Hitta dokument',
    searchLabel: 'Sök i titlar och beskrivningar',
    category: 'Kategori',
    allCategories: 'Alla kategorier',
    search: 'Sök',
    showAll: 'Visa alla dokument',
    bookmarked: 'Bokmärkta',
    otherDocuments: 'Övriga dokument',
    documents: 'Dokument',
    addedOn: (date) => `tillagt ${date}`,
    open: 'Öppna',
    openNamed: (title) => `Öppna ${title}`,
    bookmark: 'Lägg till bokmärke',
    bookmarkNamed: (title) => `Lägg till bokmärke för ${title}`,
    removeBookmark: 'Ta bort bokmärke',
    removeBookmarkNamed: (title) => `Ta bort bokmärket för ${title}`,
    delete: 'Ta bort',
    deleteNamed: (title) => `Ta bort ${title}`,
    categories: { administrationGuide: 'Administreringsguide', consentForm: 'Samtyckesblankett', letter: 'Brev', manual: 'Handbok', other: 'Övrigt' },
    size: { bytes: (size) => `${size} B`, kilobytes: (size) => `${size} kB`, megabytes: (size) => `${size} MB` },
  },
};
