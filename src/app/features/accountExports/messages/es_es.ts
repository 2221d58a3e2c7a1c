/** The account exports feature's messages in Spanish. */
import type { CatalogueOf } from '../../../core/i18n/featureMessages';
import type { EN_US } from './en_us';

/** The es_es catalogue of the feature. */
export const CATALOGUE: CatalogueOf<typeof EN_US> = {
  'accountExports.title': "Exportaciones de datos",
  'accountExports.intro': "Los datos de la cuenta en un único archivo ZIP: examinados, evaluaciones con respuestas y puntuaciones, informes guardados, el registro de usos, el historial de correo y el registro de auditoría.",
  'accountExports.reason': "Motivo (número de incidencia y por qué)",
  'accountExports.reasonHint': "Se anota en el registro de auditoría con cada acceso a esta cuenta.",
  'accountExports.show': "Mostrar exportaciones",
  'accountExports.exportNow': "Exportar ahora",
  'accountExports.refresh': "Actualizar",
  'accountExports.started': "Se ha iniciado la exportación. La lista muestra cuándo está lista.",
  'accountExports.none': "Esta cuenta todavía no tiene exportaciones.",
  'accountExports.loading': "Cargando las exportaciones…",
  'accountExports.loadFailed': "No se pudieron cargar las exportaciones.",
  'accountExports.startFailed': "No se pudo iniciar la exportación.",
  'accountExports.column.requested': "Solicitada",
  'accountExports.column.kind': "Solicitada por",
  'accountExports.column.status': "Estado",
  'accountExports.column.link': "Enlace por correo",
  'accountExports.column.file': "Archivo",
  'accountExports.kind.accessRequest': "El administrador de la cuenta",
  'accountExports.kind.staff': "Retención de datos",
  'accountExports.kind.beforeDeletion': "Antes de la eliminación",
  'accountExports.status.pending': "En preparación",
  'accountExports.status.ready': "Lista",
  'accountExports.status.failed': "Fallida: {reason}",
  'accountExports.link.used': "Enlace del correo usado el {at}",
  'accountExports.link.mailed': "Enviado por correo; funciona hasta {at}",
  'accountExports.link.expired': "Caducado el {at}",
  'accountExports.link.notMailed': "No enviado por correo",
  'accountExports.download': "Descargar",
};
