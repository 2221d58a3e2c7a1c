/** The back office's stimulus books messages in German. */
import type { CatalogueOf } from '../../../core/i18n/featureMessages';
import type { EN_US } from './en_us';

/** The de_de catalogue of the feature. */
export const CATALOGUE: CatalogueOf<typeof EN_US> = {
  'stimulusBooks.link': "Stimulusbücher",
  'stimulusBooks.linkText': "Die Stimulusbücher, die Testpersonen in Live-Sitzungen sehen, mit ihren Bildern veröffentlichen.",
  'stimulusBooks.title': "Stimulusbücher",
  'stimulusBooks.intro': "Ein Stimulusbuch sind die Seiten, die eine Testleitung in einer Live-Sitzung auf dem Bildschirm der Testperson zeigt. Eine neue Version eines Buches ersetzt die veröffentlichte.",
  'stimulusBooks.published': "Veröffentlichte Bücher",
  'stimulusBooks.loading': "Die Bücher werden geladen…",
  'stimulusBooks.none': "Es ist kein Stimulusbuch veröffentlicht.",
  'stimulusBooks.col.id': "Buch-ID",
  'stimulusBooks.col.title': "Titel",
  'stimulusBooks.col.version': "Version",
  'stimulusBooks.col.languages': "Sprachen",
  'stimulusBooks.col.pages': "Seiten",
  'stimulusBooks.col.attribution': "Quellenangabe",
  'stimulusBooks.col.publishedAt': "Veröffentlicht",
  'stimulusBooks.publishTitle': "Ein Buch veröffentlichen",
  'stimulusBooks.publishIntro': "Wählen Sie die JSON-Datei des Buches und die Bilddateien, die seine Bildblöcke nennen. Bilder, die mit dem Buch schon veröffentlicht sind, müssen nicht erneut gewählt werden.",
  'stimulusBooks.chooseBookButton': "JSON-Datei des Buches wählen",
  'stimulusBooks.noFile': "Keine Datei gewählt",
  'stimulusBooks.chooseBook': "Wählen Sie die JSON-Datei des Buches.",
  'stimulusBooks.chooseImages': "Bilddateien wählen",
  'stimulusBooks.imagesHelp': "PNG, JPEG oder WebP, jeweils höchstens 2 MiB. SVG wird nicht angenommen.",
  'stimulusBooks.reason': "Grund",
  'stimulusBooks.reasonHelp': "Warum das Buch veröffentlicht wird, für das Prüfprotokoll (zum Beispiel eine Ticketnummer).",
  'stimulusBooks.publish': "Veröffentlichen",
  'stimulusBooks.publishing': "Wird veröffentlicht…",
  'stimulusBooks.publishedOne': "{title}, Version {version}, wurde veröffentlicht.",
  'stimulusBooks.notJson': "Die Datei des Buches ist kein JSON ({detail}).",
  'stimulusBooks.fileGone': "{file} kann nicht mehr gelesen werden. Wählen Sie die Dateien erneut.",
  'stimulusBooks.problemAt': "{field}: {message}",
};
