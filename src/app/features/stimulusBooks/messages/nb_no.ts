/** The back office's stimulus books messages in Norwegian. */
import type { CatalogueOf } from '../../../core/i18n/featureMessages';
import type { EN_US } from './en_us';

/** The nb_no catalogue of the feature. */
export const CATALOGUE: CatalogueOf<typeof EN_US> = {
  'stimulusBooks.link': "Stimulusbøker",
  'stimulusBooks.linkText': "Publiser stimulusbøkene som testpersoner ser i direkteøkter, med bildene deres.",
  'stimulusBooks.title': "Stimulusbøker",
  'stimulusBooks.intro': "En stimulusbok er sidene en testleder viser på testpersonens skjerm i en direkteøkt. En ny versjon av en bok erstatter den publiserte.",
  'stimulusBooks.published': "Publiserte bøker",
  'stimulusBooks.loading': "Laster inn bøkene…",
  'stimulusBooks.none': "Ingen stimulusbok er publisert.",
  'stimulusBooks.col.id': "Bok-ID",
  'stimulusBooks.col.title': "Tittel",
  'stimulusBooks.col.version': "Versjon",
  'stimulusBooks.col.languages': "Språk",
  'stimulusBooks.col.pages': "Sider",
  'stimulusBooks.col.attribution': "Kilde",
  'stimulusBooks.col.publishedAt': "Publisert",
  'stimulusBooks.publishTitle': "Publiser en bok",
  'stimulusBooks.publishIntro': "Velg bokens JSON-fil og bildefilene som bildeblokkene dens nevner. Bilder som allerede er publisert med boken, trenger ikke velges på nytt.",
  'stimulusBooks.chooseBookButton': "Velg bokens JSON-fil",
  'stimulusBooks.noFile': "Ingen fil valgt",
  'stimulusBooks.chooseBook': "Velg bokens JSON-fil.",
  'stimulusBooks.chooseImages': "Velg bildefiler",
  'stimulusBooks.imagesHelp': "PNG, JPEG eller WebP, hver på høyst 2 MiB. SVG godtas ikke.",
  'stimulusBooks.reason': "Begrunnelse",
  'stimulusBooks.reasonHelp': "Hvorfor boken publiseres, for revisjonsloggen (for eksempel et saksnummer).",
  'stimulusBooks.publish': "Publiser",
  'stimulusBooks.publishing': "Publiserer…",
  'stimulusBooks.publishedOne': "{title}, versjon {version}, er publisert.",
  'stimulusBooks.notJson': "Bokens fil er ikke JSON ({detail}).",
  'stimulusBooks.fileGone': "{file} kan ikke lenger leses. Velg filene på nytt.",
  'stimulusBooks.problemAt': "{field}: {message}",
};
