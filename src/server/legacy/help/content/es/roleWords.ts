/** The help's Spanish (Spain) words for roles and permissions, as the manage-accounts pages word them. */
import type { PermissionName } from '../../../../../domain/permissions';
import type { RoleWords } from '../../i18n/roleWords';

const PERMISSIONS_ES: Readonly<Record<PermissionName, string>> = {
  EXAMINEE_VIEW: 'Ver los registros de personas evaluadas de la cuenta.',
  EXAMINEE_EDIT: 'Crear, editar y eliminar registros de personas evaluadas.',
  ASSESSMENT_VIEW: 'Ver las evaluaciones, sus respuestas y sus puntuaciones.',
  ASSESSMENT_EDIT: 'Crear evaluaciones, introducir y guardar respuestas, y puntuarlas.',
  ASSESSMENT_DELETE: 'Eliminar una evaluación (un administrador de la cuenta puede recuperarla).',
  ASSESSMENT_RECOVER: 'Ver las evaluaciones eliminadas de la cuenta y recuperarlas.',
  REPORT_GENERATE: 'Generar un informe (consume un uso de licencia).',
  REPORT_VIEW: 'Ver la lista de informes guardados y descargarlos.',
  REPORT_DELETE: 'Eliminar un informe guardado del historial de informes.',
  LICENSE_USAGE_VIEW: 'Ver las licencias de funciones de la cuenta y su uso.',
  ACCOUNT_USERS_MANAGE: 'Gestionar los usuarios de la cuenta y sus roles.',
  ACCOUNT_SETTINGS_EDIT: 'Editar las etiquetas, los nombres de los campos personalizados, el código de verificación y las plantillas de correo de la cuenta.',
  RESOURCE_LIBRARY_VIEW: 'Abrir la biblioteca de recursos de la cuenta.',
  RESOURCE_LIBRARY_MANAGE: 'Añadir y quitar documentos de la biblioteca de recursos de la cuenta.',
  FEEDBACK_SUBMIT: 'Enviar comentarios sobre la plataforma.',
  PRODUCT_CONFIGURE: 'Back office: configurar productos.',
  FEATURE_LICENSE_MANAGE: 'Back office: gestionar licencias de funciones.',
  ASSESSMENT_TRACKER_VIEW: 'Back office: usar el seguimiento de evaluaciones.',
  DATA_RETENTION_MANAGE: 'Conservación de datos: eliminación de cuentas inactivas y eliminación a petición de la cuenta.',
  ACCOUNT_DATA_DELETE: 'Gestión de datos: eliminar y recuperar cuentas.',
};

/** Roles and permissions in Spanish (Spain). */
export const ROLE_WORDS_ES: RoleWords = {
  titles: {
    examiner: 'Examinador',
    teacher: 'Docente',
    accountAdministrator: 'Administrador de la cuenta',
    accountUser: 'Usuario de la cuenta',
    backOffice: 'Back office',
    dataRetention: 'Conservación de datos',
  },
  summaries: {
    examiner: 'aplica y puntúa las evaluaciones de las personas evaluadas de la cuenta y genera sus informes.',
    teacher: 'aplica y puntúa evaluaciones y genera informes, pero no elimina evaluaciones ni informes.',
    accountAdministrator:
      'hace todo lo que hace un examinador y, además, gestiona la cuenta: sus usuarios, etiquetas, licencias, plantillas de correo y documentos.',
    accountUser: 'consulta los registros de personas evaluadas, las evaluaciones y los informes sin modificarlos.',
    backOffice: 'personal de Q-global que configura productos y licencias; no tiene acceso a los datos de las personas evaluadas.',
    dataRetention:
      'personal de Q-global que se ocupa de las cuentas inactivas y de la eliminación de cuentas; no tiene acceso a los datos de las personas evaluadas.',
  },
  permissions: PERMISSIONS_ES,
};
