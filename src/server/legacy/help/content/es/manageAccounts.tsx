/** Help in Spanish (Spain): manage accounts (users, roles, labels, account deletion). */
import { PERMISSIONS } from '../../../../../domain/permissions';
import { helpLink } from '../../helpPaths';
import type { HelpTopicText } from '../../helpTopic';
import { Needs } from '../../helpText';

/** The "Manage accounts" page in Spanish. */
export const MANAGE_ACCOUNTS_ES: HelpTopicText = {
  title: 'Gestionar cuentas',
  summary:
    'Para los administradores de la cuenta: los usuarios de la cuenta y sus roles, las etiquetas y los campos personalizados de la cuenta, y la eliminación de la cuenta.',
  sections: {
    users: {
      title: 'Usuarios',
      body: (facts) => (
        <>
          <Needs permission={PERMISSIONS.ACCOUNT_USERS_MANAGE} />
          <p>
            En la lista de usuarios de la cuenta se puede buscar por nombre, nombre de usuario o correo electrónico y filtrar por rol y por estado
            (activo o no) con «Buscar usuarios». Cada fila muestra el rol del usuario, si es examinador (y, por tanto, si se le puede designar
            examinador de una evaluación) y si está activo, con un enlace para editarlo. Las listas largas tienen páginas.
          </p>
          <p>
            «Nuevo usuario» pide el nombre de usuario y una contraseña inicial (al menos {facts.minPasswordLength} caracteres, distinta del nombre
            de usuario), el tratamiento, los nombres, el sufijo, el correo electrónico y el teléfono, el rol, «Se le puede designar examinador de
            una evaluación» y «Activo»; «Crear el usuario» lo guarda. Los nombres de usuario son únicos en Q-global y se guardan en minúsculas.
            Al editar un usuario se cambian los mismos datos, salvo la contraseña, con «Guardar el usuario». Desactivar un usuario cierra sus
            sesiones de inmediato; ya no puede iniciar sesión y su trabajo se conserva. No puede desactivarse a sí mismo ni quitarse su propio rol
            de administrador, de modo que una cuenta nunca pierde su último acceso.
          </p>
          <p>
            La página muestra también lo que puede hacer cada rol. La misma tabla está en <a href={helpLink('getting-started', 'roles')}>roles</a>{' '}
            en esta ayuda.
          </p>
        </>
      ),
    },
    labels: {
      title: 'Etiquetas, campos personalizados y código de verificación',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.ACCOUNT_SETTINGS_EDIT} />
          <p>
            La <strong>etiqueta de persona evaluada</strong> y la <strong>etiqueta de examinador</strong> son las palabras que usa la plataforma
            para las personas a las que evalúa y para quienes las evalúan: un colegio puede decir «Alumno» y «Docente». Los nombres de los{' '}
            <strong>cuatro campos personalizados</strong> son los encabezados de datos adicionales de la persona evaluada, como una clase o el
            profesional de referencia. «Guardar la configuración de la cuenta» los conserva; cada uno que no se acepta indica el motivo. La
            plataforma muestra las nuevas palabras la próxima vez que se cargan sus páginas.
          </p>
          <p>
            El <strong>código de verificación de la introducción</strong> (letras, dígitos, - y _, sin espacios) activa la verificación: mientras
            está definido, cada evaluación de la cuenta debe superar una{' '}
            <a href={helpLink('assessment', 'verification')}>segunda introducción a ciegas</a> antes de poder puntuarse. Déjelo en blanco para
            desactivar la verificación.
          </p>
        </>
      ),
    },
    'account-deletion': {
      title: 'Eliminar la cuenta',
      body: (facts) => (
        <p>
          Un administrador puede solicitar que se elimine toda la cuenta: marque «Entiendo que se eliminarán todos los datos de esta cuenta» y elija
          «Solicitar la eliminación de esta cuenta». La eliminación se produce tras un periodo de gracia de {facts.selfDeletionGraceDays} días; la
          página muestra la fecha. Hasta entonces, la cuenta funciona como antes y el personal de conservación de datos de Q-global puede detener
          la eliminación. En esa fecha se eliminan todos los registros de la cuenta, con sus personas evaluadas, evaluaciones e informes.
        </p>
      ),
    },
    'account-export': {
      title: 'Exportar los datos de la cuenta',
      body: (facts) => (
        <p>
          Un administrador puede obtener todos los datos de la cuenta en un único archivo ZIP: elija «Exportar los datos de esta cuenta». El
          archivo contiene los examinados, las evaluaciones con sus respuestas y puntuaciones, todos los informes guardados en PDF, el registro de
          usos, el historial de correo y el registro de auditoría, en archivos CSV que abre una hoja de cálculo, con un README que explica cada
          archivo. Cuando esté lista, llegará un enlace de descarga a su dirección de correo. El enlace funciona una sola vez, durante{' '}
          {facts.exportLinkHours} horas, y no requiere iniciar sesión; la página muestra las exportaciones anteriores y si se usó su enlace.
        </p>
      ),
    },
  },
};
