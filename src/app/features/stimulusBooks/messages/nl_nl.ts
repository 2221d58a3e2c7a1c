/** The back office's stimulus books messages in Dutch. */
import type { CatalogueOf } from '../../../core/i18n/featureMessages';
import type { EN_US } from './en_us';

/** The nl_nl catalogue of the feature. */
export const CATALOGUE: CatalogueOf<typeof EN_US> = {
  'stimulusBooks.link': "Stimulusboeken",
  'stimulusBooks.linkText': "De stimulusboeken die testpersonen in livesessies zien, met hun afbeeldingen publiceren.",
  'stimulusBooks.title': "Stimulusboeken",
  'stimulusBooks.intro': "Een stimulusboek bestaat uit de pagina’s die een testleider in een livesessie op het scherm van de testpersoon toont. Een nieuwe versie van een boek vervangt de gepubliceerde.",
  'stimulusBooks.published': "Gepubliceerde boeken",
  'stimulusBooks.loading': "De boeken worden geladen…",
  'stimulusBooks.none': "Er is geen stimulusboek gepubliceerd.",
  'stimulusBooks.col.id': "Boek-id",
  'stimulusBooks.col.title': "Titel",
  'stimulusBooks.col.version': "Versie",
  'stimulusBooks.col.languages': "Talen",
  'stimulusBooks.col.pages': "Pagina’s",
  'stimulusBooks.col.attribution': "Bronvermelding",
  'stimulusBooks.col.publishedAt': "Gepubliceerd",
  'stimulusBooks.publishTitle': "Een boek publiceren",
  'stimulusBooks.publishIntro': "Kies het JSON-bestand van het boek en de afbeeldingsbestanden die de afbeeldingsblokken noemen. Afbeeldingen die al met het boek zijn gepubliceerd, hoeft u niet opnieuw te kiezen.",
  'stimulusBooks.chooseBookButton': "JSON-bestand van het boek kiezen",
  'stimulusBooks.noFile': "Geen bestand gekozen",
  'stimulusBooks.chooseBook': "Kies het JSON-bestand van het boek.",
  'stimulusBooks.chooseImages': "Afbeeldingsbestanden kiezen",
  'stimulusBooks.imagesHelp': "PNG, JPEG of WebP, elk maximaal 2 MiB. SVG wordt niet geaccepteerd.",
  'stimulusBooks.reason': "Reden",
  'stimulusBooks.reasonHelp': "Waarom het boek wordt gepubliceerd, voor het auditlogboek (bijvoorbeeld een ticketnummer).",
  'stimulusBooks.publish': "Publiceren",
  'stimulusBooks.publishing': "Bezig met publiceren…",
  'stimulusBooks.publishedOne': "{title}, versie {version}, is gepubliceerd.",
  'stimulusBooks.notJson': "Het bestand van het boek is geen JSON ({detail}).",
  'stimulusBooks.fileGone': "{file} kan niet meer worden gelezen. Kies de bestanden opnieuw.",
  'stimulusBooks.problemAt': "{field}: {message}",
};
