/** The back office's stimulus books messages in Spanish. */
import type { CatalogueOf } from '../../../core/i18n/featureMessages';
import type { EN_US } from './en_us';

/** The es_es catalogue of the feature. */
export const CATALOGUE: CatalogueOf<typeof EN_US> = {
  'stimulusBooks.link': "Cuadernos de estímulos",
  'stimulusBooks.linkText': "Publicar los cuadernos de estímulos que ven los evaluados en las sesiones en directo, con sus imágenes.",
  'stimulusBooks.title': "Cuadernos de estímulos",
  'stimulusBooks.intro': "Un cuaderno de estímulos son las páginas que un evaluador muestra en la pantalla del evaluado durante una sesión en directo. Una versión nueva de un cuaderno sustituye a la publicada.",
  'stimulusBooks.published': "Cuadernos publicados",
  'stimulusBooks.loading': "Cargando los cuadernos…",
  'stimulusBooks.none': "No hay ningún cuaderno de estímulos publicado.",
  'stimulusBooks.col.id': "Id. del cuaderno",
  'stimulusBooks.col.title': "Título",
  'stimulusBooks.col.version': "Versión",
  'stimulusBooks.col.languages': "Idiomas",
  'stimulusBooks.col.pages': "Páginas",
  'stimulusBooks.col.attribution': "Atribución",
  'stimulusBooks.col.publishedAt': "Publicado",
  'stimulusBooks.publishTitle': "Publicar un cuaderno",
  'stimulusBooks.publishIntro': "Elija el archivo JSON del cuaderno y los archivos de imagen que nombran sus bloques de imagen. No hace falta volver a elegir las imágenes ya publicadas con el cuaderno.",
  'stimulusBooks.chooseBookButton': "Elegir el archivo JSON del cuaderno",
  'stimulusBooks.noFile': "Ningún archivo elegido",
  'stimulusBooks.chooseBook': "Elija el archivo JSON del cuaderno.",
  'stimulusBooks.chooseImages': "Elegir archivos de imagen",
  'stimulusBooks.imagesHelp': "PNG, JPEG o WebP, cada uno de 2 MiB como máximo. No se acepta SVG.",
  'stimulusBooks.reason': "Motivo",
  'stimulusBooks.reasonHelp': "Por qué se publica el cuaderno, para el registro de auditoría (por ejemplo, un número de incidencia).",
  'stimulusBooks.publish': "Publicar",
  'stimulusBooks.publishing': "Publicando…",
  'stimulusBooks.publishedOne': "Se ha publicado {title}, versión {version}.",
  'stimulusBooks.notJson': "El archivo del cuaderno no es JSON ({detail}).",
  'stimulusBooks.fileGone': "{file} ya no se puede leer. Vuelva a elegir los archivos.",
  'stimulusBooks.problemAt': "{field}: {message}",
};
