/** The back office's stimulus books messages in French. */
import type { CatalogueOf } from '../../../core/i18n/featureMessages';
import type { EN_US } from './en_us';

/** The fr_fr catalogue of the feature. */
export const CATALOGUE: CatalogueOf<typeof EN_US> = {
  'stimulusBooks.link': "Cahiers de stimuli",
  'stimulusBooks.linkText': "Publier les cahiers de stimuli que les personnes évaluées voient en séance à distance, avec leurs images.",
  'stimulusBooks.title': "Cahiers de stimuli",
  'stimulusBooks.intro': "Un cahier de stimuli est l’ensemble des pages qu’un examinateur affiche sur l’écran de la personne évaluée lors d’une séance à distance. Une nouvelle version d’un cahier remplace celle qui est publiée.",
  'stimulusBooks.published': "Cahiers publiés",
  'stimulusBooks.loading': "Chargement des cahiers…",
  'stimulusBooks.none': "Aucun cahier de stimuli n’est publié.",
  'stimulusBooks.col.id': "Identifiant",
  'stimulusBooks.col.title': "Titre",
  'stimulusBooks.col.version': "Version",
  'stimulusBooks.col.languages': "Langues",
  'stimulusBooks.col.pages': "Nombre de pages",
  'stimulusBooks.col.attribution': "Source",
  'stimulusBooks.col.publishedAt': "Publié le",
  'stimulusBooks.publishTitle': "Publier un cahier",
  'stimulusBooks.publishIntro': "Choisissez le fichier JSON du cahier et les fichiers d’image que nomment ses blocs d’image. Les images déjà publiées avec le cahier n’ont pas à être choisies de nouveau.",
  'stimulusBooks.chooseBookButton': "Choisir le fichier JSON du cahier",
  'stimulusBooks.noFile': "Aucun fichier choisi",
  'stimulusBooks.chooseBook': "Choisissez le fichier JSON du cahier.",
  'stimulusBooks.chooseImages': "Choisir des fichiers d’image",
  'stimulusBooks.imagesHelp': "PNG, JPEG ou WebP, 2 Mio au plus chacun. Le SVG n’est pas accepté.",
  'stimulusBooks.reason': "Motif",
  'stimulusBooks.reasonHelp': "Pourquoi le cahier est publié, pour le journal d’audit (un numéro de ticket, par exemple).",
  'stimulusBooks.publish': "Publier",
  'stimulusBooks.publishing': "Publication…",
  'stimulusBooks.publishedOne': "{title}, version {version}, a été publié.",
  'stimulusBooks.notJson': "Le fichier du cahier n’est pas du JSON ({detail}).",
  'stimulusBooks.fileGone': "{file} ne peut plus être lu. Choisissez de nouveau les fichiers.",
  'stimulusBooks.problemAt': "{field} : {message}",
};
