/** The back office's stimulus books messages in Swedish. */
import type { CatalogueOf } from '../../../core/i18n/featureMessages';
import type { EN_US } from './en_us';

/** The sv_se catalogue of the feature. */
export const CATALOGUE: CatalogueOf<typeof EN_US> = {
  'stimulusBooks.link': "Stimulusböcker",
  'stimulusBooks.linkText': "Publicera stimulusböckerna som testpersoner ser i livesessioner, med deras bilder.",
  'stimulusBooks.title': "Stimulusböcker",
  'stimulusBooks.intro': "En stimulusbok är de sidor som en testledare visar på testpersonens skärm i en livesession. En ny version av en bok ersätter den publicerade.",
  'stimulusBooks.published': "Publicerade böcker",
  'stimulusBooks.loading': "Läser in böckerna…",
  'stimulusBooks.none': "Ingen stimulusbok är publicerad.",
  'stimulusBooks.col.id': "Bok-id",
  'stimulusBooks.col.title': "Titel",
  'stimulusBooks.col.version': "Version",
  'stimulusBooks.col.languages': "Språk",
  'stimulusBooks.col.pages': "Sidor",
  'stimulusBooks.col.attribution': "Källa",
  'stimulusBooks.col.publishedAt': "Publicerad",
  'stimulusBooks.publishTitle': "Publicera en bok",
  'stimulusBooks.publishIntro': "Välj bokens JSON-fil och de bildfiler som dess bildblock nämner. Bilder som redan har publicerats med boken behöver inte väljas igen.",
  'stimulusBooks.chooseBookButton': "Välj bokens JSON-fil",
  'stimulusBooks.noFile': "Ingen fil vald",
  'stimulusBooks.chooseBook': "Välj bokens JSON-fil.",
  'stimulusBooks.chooseImages': "Välj bildfiler",
  'stimulusBooks.imagesHelp': "PNG, JPEG eller WebP, högst 2 MiB vardera. SVG godtas inte.",
  'stimulusBooks.reason': "Motivering",
  'stimulusBooks.reasonHelp': "Varför boken publiceras, för granskningsloggen (till exempel ett ärendenummer).",
  'stimulusBooks.publish': "Publicera",
  'stimulusBooks.publishing': "Publicerar…",
  'stimulusBooks.publishedOne': "{title}, version {version}, har publicerats.",
  'stimulusBooks.notJson': "Bokens fil är inte JSON ({detail}).",
  'stimulusBooks.fileGone': "{file} kan inte längre läsas. Välj filerna igen.",
  'stimulusBooks.problemAt': "{field}: {message}",
};
