/** Help in Spanish (Spain): the notifications list. */
import type { HelpTopicText } from '../../helpTopic';
import { Needs } from '../../helpText';

/** The "Notifications" page in Spanish. */
export const NOTIFICATIONS_ES: HelpTopicText = {
  title: 'Notificaciones',
  summary: 'Lo que la plataforma le comunica sin que tenga que buscarlo, y cómo marcarlo como leído.',
  sections: {
    notifications: {
      title: 'La lista de notificaciones',
      body: () => (
        <>
          <Needs permission={null} />
          <p>Recibe una notificación cuando:</p>
          <ul>
            <li>alguien a quien envió un enlace envía sus respuestas;</li>
            <li>un correo que envió a una persona evaluada no se ha podido entregar tras todos los reintentos;</li>
            <li>ha terminado un lote de informes que usted solicitó;</li>
            <li>un administrador ha solicitado la eliminación de su cuenta (solo administradores);</li>
            <li>se ha cambiado o restablecido su contraseña, para que se dé cuenta si no fue usted.</li>
          </ul>
          <p>
            La página indica cuántas notificaciones no ha leído todavía. La lista muestra primero las más recientes, con la fecha y la hora en su
            propio formato y zona horaria. Las notificaciones no leídas llevan la indicación «Sin leer» en palabras, no solo con un color. «Mostrar
            solo las no leídas» y «Mostrar todas las notificaciones» cambian entre las dos listas. «Abrir» (en una notificación sobre algo en lo que
            puede actuar) la marca como leída y le lleva a esa pantalla; «Marcar como leída» y «Marcar todas como leídas» solo las marcan. Las
            listas largas tienen páginas.
          </p>
        </>
      ),
    },
  },
};
