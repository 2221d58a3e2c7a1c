/** Help in Spanish (Spain): the account administrators' platform screens. */
import { PERMISSIONS } from '../../../../../domain/permissions';
import { helpLink } from '../../helpPaths';
import type { HelpTopicText } from '../../helpTopic';
import { Needs } from '../../helpText';

/** The "Account administration screens" page in Spanish. */
export const ADMINISTRATION_ES: HelpTopicText = {
  title: 'Pantallas de administración de la cuenta',
  summary: 'Las evaluaciones eliminadas, las licencias y su uso, y las plantillas de correo de la cuenta.',
  sections: {
    'deleted-assessments': {
      title: 'Evaluaciones eliminadas',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.ASSESSMENT_RECOVER} />
          <p>
            Enumera las evaluaciones eliminadas en su cuenta, con cuándo y quién las eliminó. «Recuperar» devuelve una evaluación al historial de
            su persona evaluada con sus respuestas, puntuaciones e informes. Una evaluación cuya persona evaluada se ha eliminado aparece marcada
            como tal.
          </p>
        </>
      ),
    },
    licenses: {
      title: 'Licencias y uso',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.LICENSE_USAGE_VIEW} />
          <p>
            La tabla de <strong>licencias</strong> muestra cada licencia de la cuenta: usos (un número de informes) o una suscripción (ilimitada
            hasta una fecha), los formularios y los tipos de informe que cubre, cuánto se ha usado, su vigencia y si está activa. El{' '}
            <strong>registro de uso</strong> enumera cada informe generado y lo que costó, del más reciente al más antiguo: un uso, la suscripción,
            una regeneración gratuita o una corrección gratuita. Consulte en <a href={helpLink('assessment', 'reports')}>informes</a> cuándo un
            informe es gratuito.
          </p>
          <p>También enumera cada cambio que Q-global hizo en una licencia de la cuenta (usos añadidos o retirados, nuevas fechas, una suspensión o un fin), sin coste; los administradores de la cuenta reciben una notificación de cada uno.</p>
        </>
      ),
    },
    'email-templates': {
      title: 'Plantillas de correo',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.ACCOUNT_SETTINGS_EDIT} />
          <p>
            Los mensajes que su cuenta envía con enlaces a distancia: la invitación a responder en el propio dispositivo y la invitación a una
            sesión por vídeo, en cada idioma. Elija el tipo de mensaje y el idioma y, después, edite el asunto y el mensaje. Los marcadores entre
            llaves, como el nombre del destinatario, el enlace y su fecha de caducidad, se rellenan en cada mensaje; unos botones los insertan. El
            mensaje debe contener el enlace. No ponga el nombre de la persona evaluada en el asunto: cualquiera que vea el buzón lo lee.
          </p>
          <p>
            «Vista previa con valores de ejemplo» muestra el resultado. «Guardar» conserva su texto; «Restablecer el texto predeterminado» lo
            elimina después de que usted lo confirme.
          </p>
        </>
      ),
    },
  },
};
