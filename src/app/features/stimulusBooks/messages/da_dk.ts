/** The back office's stimulus books messages in Danish. */
import type { CatalogueOf } from '../../../core/i18n/featureMessages';
import type { EN_US } from './en_us';

/** The da_dk catalogue of the feature. */
export const CATALOGUE: CatalogueOf<typeof EN_US> = {
  'stimulusBooks.link': "Stimulusbøger",
  'stimulusBooks.linkText': "Publicer de stimulusbøger, som testpersoner ser i livesessioner, med deres billeder.",
  'stimulusBooks.title': "Stimulusbøger",
  'stimulusBooks.intro': "En stimulusbog er de sider, en testleder viser på testpersonens skærm i en livesession. En ny version af en bog erstatter den publicerede.",
  'stimulusBooks.published': "Publicerede bøger",
  'stimulusBooks.loading': "Indlæser bøgerne…",
  'stimulusBooks.none': "Der er ikke publiceret nogen stimulusbog.",
  'stimulusBooks.col.id': "Bog-id",
  'stimulusBooks.col.title': "Titel",
  'stimulusBooks.col.version': "Version",
  'stimulusBooks.col.languages': "Sprog",
  'stimulusBooks.col.pages': "Sider",
  'stimulusBooks.col.attribution': "Kildeangivelse",
  'stimulusBooks.col.publishedAt': "Publiceret",
  'stimulusBooks.publishTitle': "Publicer en bog",
  'stimulusBooks.publishIntro': "Vælg bogens JSON-fil og de billedfiler, som dens billedblokke nævner. Billeder, der allerede er publiceret med bogen, skal ikke vælges igen.",
  'stimulusBooks.chooseBookButton': "Vælg bogens JSON-fil",
  'stimulusBooks.noFile': "Ingen fil valgt",
  'stimulusBooks.chooseBook': "Vælg bogens JSON-fil.",
  'stimulusBooks.chooseImages': "Vælg billedfiler",
  'stimulusBooks.imagesHelp': "PNG, JPEG eller WebP, hver på højst 2 MiB. SVG accepteres ikke.",
  'stimulusBooks.reason': "Begrundelse",
  'stimulusBooks.reasonHelp': "Hvorfor bogen publiceres, til revisionsloggen (for eksempel et sagsnummer).",
  'stimulusBooks.publish': "Publicer",
  'stimulusBooks.publishing': "Publicerer…",
  'stimulusBooks.publishedOne': "{title}, version {version}, er publiceret.",
  'stimulusBooks.notJson': "Bogens fil er ikke JSON ({detail}).",
  'stimulusBooks.fileGone': "{file} kan ikke længere læses. Vælg filerne igen.",
  'stimulusBooks.problemAt': "{field}: {message}",
};
