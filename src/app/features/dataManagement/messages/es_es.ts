/** Data management's messages in Spanish. */
import type { CatalogueOf } from '../../../core/i18n/featureMessages';
import type { EN_US } from './en_us';

/** The es_es catalogue of the feature. */
export const CATALOGUE: CatalogueOf<typeof EN_US> = {
  'dataManagement.heading': "Eliminación de la cuenta",
  'dataManagement.intro': "Al eliminar la cuenta se detienen de inmediato todos los inicios de sesión de sus usuarios y todos los enlaces remotos. Sus datos se conservan hasta la fecha de purga y la cuenta puede recuperarse hasta entonces. Para eliminarla se necesita una exportación de la cuenta realizada en las últimas {hours} horas.",
  'dataManagement.reason': "Motivo",
  'dataManagement.reasonHelp': "Por ejemplo, el número de la incidencia y quién lo pidió. Se guarda en el registro de auditoría.",
  'dataManagement.show': "Mostrar el estado de eliminación",
  'dataManagement.stateLabel': "Estado",
  'dataManagement.state.active': "Activa",
  'dataManagement.state.dormant': "Inactiva",
  'dataManagement.state.deletionRequested': "Eliminación solicitada",
  'dataManagement.state.onHold': "Retención legal",
  'dataManagement.state.deleted': "Eliminada",
  'dataManagement.state.purged': "Purgada",
  'dataManagement.deletedOn': "Eliminada el {date}.",
  'dataManagement.deletedFor': "Motivo: {reason}",
  'dataManagement.deletedByJob.dormant': "Motivo: nadie inició sesión durante el periodo de inactividad.",
  'dataManagement.deletedByJob.selfDeletion': "Motivo: un administrador de la cuenta solicitó su eliminación.",
  'dataManagement.purgeOn': "Se purgará el {date} si no se recupera antes.",
  'dataManagement.latestExport': "Última exportación: {date}",
  'dataManagement.noExport': "No hay ninguna exportación lista de esta cuenta.",
  'dataManagement.refusal.deleted': "La cuenta ya está eliminada.",
  'dataManagement.refusal.noRecentExport': "Exporte primero los datos de la cuenta: para eliminarla se necesita una exportación realizada en las últimas {hours} horas.",
  'dataManagement.block.legalHold': "Una retención legal impide la eliminación: {reason}",
  'dataManagement.block.openAccessRequest': "{count, plural, one {# solicitud de acceso abierta impide} other {# solicitudes de acceso abiertas impiden}} la eliminación hasta que se entregue la exportación.",
  'dataManagement.delete': "Eliminar la cuenta",
  'dataManagement.recover': "Recuperar la cuenta",
  'dataManagement.notRecoverable': "El periodo de recuperación ha terminado.",
  'dataManagement.confirm.title': "¿Eliminar esta cuenta?",
  'dataManagement.confirm.text': "A partir de ahora nadie de la cuenta podrá iniciar sesión y sus enlaces remotos dejarán de funcionar. Puede recuperarse hasta que se purgue.",
  'dataManagement.working': "Procesando…",
  'dataManagement.deleted': "Se ha eliminado la cuenta.",
  'dataManagement.recovered': "Se ha recuperado la cuenta.",
};
