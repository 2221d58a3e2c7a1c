/** Help in Spanish: the back office of internal staff. */
import { PERMISSIONS } from '../../../../../domain/permissions';
import { helpLink } from '../../helpPaths';
import type { HelpTopicText } from '../../helpTopic';
import { Needs } from '../../helpText';

/** The "Back office" page in Spanish. */
export const BACK_OFFICE_ES: HelpTopicText = {
  title: 'Back office',
  summary: 'El trabajo del personal de back office de Q-global: las licencias de funciones de las cuentas de clientes.',
  sections: {
    'back-office-home': {
      title: 'El back office',
      body: () => <p>El personal de back office trabaja para Q-global, no para una cuenta de cliente. Al iniciar sesión llega al back office, que enlaza con cada parte que puede usar. Nunca ve datos de personas evaluadas; cada entrada en una cuenta de cliente indica un motivo, que el registro de auditoría guarda con la cuenta.</p>,
    },
    'feature-licenses': {
      title: 'Licencias de funciones',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.FEATURE_LICENSE_MANAGE} />
          <p>Indique primero por qué trabaja con cuentas de clientes, por ejemplo un número de incidencia o de pedido. Después busque las licencias de todas las cuentas de clientes por el nombre o el ID de la cuenta, el tipo (usos, suscripción, usos de informes de grupo) y el estado (activa, suspendida, caducada, finalizada). «Nueva licencia» busca una cuenta de cliente y le crea una licencia: su nombre, los formularios y tipos de informe que cubre, los usos concedidos o el último día de una suscripción, y opciones como los puestos o el periodo de facturación.</p>
          <p>
            La página de una licencia cambia sus condiciones, la suspende, la reanuda o la finaliza, y muestra su historial. Cada cambio pide su propio motivo. Surte efecto de inmediato: el siguiente informe de la cuenta se cobra con las nuevas condiciones, el registro de uso de la cuenta muestra el cambio con los usos añadidos y se avisa a sus administradores (vea 
            <a href={helpLink('administration', 'licenses')}>licencias y uso</a>
            ). Una licencia suspendida deja de pagar informes nuevos; los informes ya generados quedan como están. Una licencia finalizada ya no puede cambiar.
          </p>
        </>
      ),
    },
    'feedback-inbox': {
      title: 'Bandeja de comentarios',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.FEEDBACK_MANAGE} />
          <p>
            Los comentarios que envían los usuarios (véase{' '}
            <a href={helpLink('feedback')}>comentarios</a>
            ) llegan a la bandeja de comentarios. Tras indicar por qué trabaja en cuentas de clientes, puede listarlos por estado (nuevo, asignado, respondido, cerrado), por tema, por la persona que los tiene y por cuenta. La pantalla de un comentario muestra lo que escribió el remitente, desde qué pantalla y navegador, y sus respuestas.
          </p>
          <p>Primero asígnelo a un empleado del back office; quien lo tenga puede responder. La respuesta llega al remitente de inmediato como una notificación que contiene la respuesta y enlaza con la página de comentarios, donde puede contestar; si el remitente tiene dirección de correo electrónico, también se le envía por correo en su idioma, y la bandeja muestra si se envió. Cierre el comentario cuando no quede nada por hacer; un comentario cerrado se puede reabrir. Cada paso queda en el registro de auditoría con su motivo.</p>
        </>
      ),
    },
  },
};
