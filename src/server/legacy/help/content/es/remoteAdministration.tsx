/** Help in Spanish (Spain): giving an assessment remotely (e-mail, link, this device, video session). */
import { PERMISSIONS } from '../../../../../domain/permissions';
import { helpLink } from '../../helpPaths';
import type { HelpTopicText } from '../../helpTopic';
import { Needs } from '../../helpText';

/** The "Remote administration" page in Spanish. */
export const REMOTE_ADMINISTRATION_ES: HelpTopicText = {
  title: 'Administración a distancia',
  summary:
    'Permitir que la persona evaluada, uno de sus progenitores o un docente responda un cuestionario en su propio dispositivo, por correo, mediante un enlace o en una sesión por vídeo.',
  sections: {
    ways: {
      title: 'Formas de aplicar una evaluación',
      body: (facts) => (
        <>
          <Needs permission={PERMISSIONS.ASSESSMENT_EDIT} />
          <p>
            La parte «Administración a distancia» de la página de una evaluación envía el cuestionario a quien lo responde: la persona evaluada,
            uno de sus progenitores o un docente. No necesitan ninguna cuenta. Elija quién responde y el idioma del cuestionario y, después, una de
            estas opciones:
          </p>
          <dl>
            <dt>Enviar por correo</dt>
            <dd>
              Escriba la dirección y el nombre del destinatario; la vista previa muestra el mensaje de la plantilla de su cuenta. El enlace es
              válido durante {facts.linkValidityDays.default} días, salvo que elija un plazo de entre 1 y {facts.linkValidityDays.max}.
            </dd>
            <dt>Crear enlace</dt>
            <dd>La dirección se muestra una sola vez, para copiarla en su propio mensaje. Cópiela enseguida: no se vuelve a mostrar.</dd>
            <dt>Aplicar en este dispositivo</dt>
            <dd>
              El cuestionario se abre en una pestaña nueva para que la persona evaluada responda en su presencia; su enlace funciona durante un día.
            </dd>
            <dt>Invitar a una sesión por vídeo</dt>
            <dd>
              Elija la fecha y la hora de la cita (en su zona horaria). El enlace de la invitación se abre {facts.videoSessionHours.before}{' '}
              {facts.videoSessionHours.before === 1 ? 'hora' : 'horas'} antes de la cita y funciona hasta {facts.videoSessionHours.after} horas
              después.
            </dd>
          </dl>
        </>
      ),
    },
    links: {
      title: 'Seguimiento de un enlace',
      body: () => (
        <p>
          La tabla <strong>Enlaces</strong> muestra cada enlace: cuándo y quién lo creó, su estado (enviado, abierto, en curso, completado, caducado
          o retirado), quién responde, el idioma, cuándo caduca y a qué dirección se envió. Se actualiza sola. «Retirar» detiene un enlace de
          inmediato; «Reenviar» le da una dirección nueva (por correo o para copiarla) y la anterior deja de funcionar. En ambos casos, las
          respuestas ya dadas se quedan en la evaluación. Cuando la persona que responde envía sus respuestas, la evaluación se puntúa y la página
          lo muestra sin necesidad de recargarla.
        </p>
      ),
    },
    'several-forms': {
      title: 'Varios formularios en un solo enlace',
      body: () => (
        <p>
          En la página de una persona evaluada, «Enviar varios formularios juntos» envía un solo enlace para dos o más de sus evaluaciones abiertas
          (hasta 20), que se responden una tras otra en el orden que usted elija. El correo electrónico solo es necesario para enviarlo por correo.
        </p>
      ),
    },
    'email-delivery': {
      title: 'Entrega de los correos',
      body: () => (
        <p>
          Los correos se ponen en cola y se envían en segundo plano. Si el servidor de correo no acepta uno, se vuelve a intentar con una espera
          cada vez mayor; la lista de correos de la persona evaluada indica «Reintentando» con el motivo, y «Fallido» cuando han fallado todos los
          reintentos (también recibe una <a href={helpLink('notifications')}>notificación</a>). Los asuntos solo nombran al remitente, nunca a la
          persona evaluada ni el formulario.
        </p>
      ),
    },
    'live-sessions': {
      title: 'Sesiones en directo',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.ASSESSMENT_EDIT} />
          <p>
            «Sesiones en directo» en el menú lista las sesiones que usted realiza en directo con una persona evaluada que está en otro lugar:
            próximas (la más cercana primero), pasadas o todas, filtradas por estado, examinador, prueba, fechas o una búsqueda. Cada fila
            muestra cuándo (en su zona horaria), la persona evaluada, las pruebas, el vídeo, el estado y quién está conectado.
          </p>
          <p>
            «Planificar una sesión» pide la persona evaluada, las pruebas que puede realizar, la fecha y la hora, la duración, el idioma y el
            vídeo: integrado, su propio servicio de vídeo con su dirección https o ninguno. La página de una persona evaluada ofrece
            «Planificar una sesión en directo» para el mismo formulario con la persona ya elegida. Tras planificarla, invite a la persona
            evaluada o a un progenitor: copie un enlace (su dirección se muestra una sola vez) o envíe la invitación por correo electrónico.
            «Iniciar» comienza la sesión y abre su pantalla en directo; «Cancelar» cancela una sesión que no ha comenzado y sus enlaces dejan
            de funcionar.
          </p>
        </>
      ),
    },
    'live-screen': {
      title: 'La pantalla en directo',
      body: () => (
        <>
          <p>
            La pantalla en directo muestra la conexión (se restablece sola si la red se cae), quién está conectado y lo que ve ahora la
            persona evaluada. Muestre cada paso en orden con «Anterior» y «Siguiente», o cualquier paso de la lista: las instrucciones de cada
            prueba, sus preguntas (con la respuesta de la persona evaluada; puede introducir una respuesta dada en voz alta) y sus textos de
            lectura, y las páginas de los cuadernos de estímulos en el idioma de la sesión. Lo que se rechazaría aparece atenuado, y un
            rechazo se explica. «Finalizar la sesión» la cierra en ambas pantallas.
          </p>
          <p>
            En un texto de lectura, «Iniciar el cronómetro» inicia la prueba de un minuto. Seleccione cada palabra leída con error y, con
            «Última palabra leída», la palabra a la que llegó el niño. El cronómetro se detiene solo al minuto, o con «Detener antes» (la
            puntuación se calcula entonces proporcionalmente). El resultado muestra las palabras correctas por minuto, la precisión, las
            palabras leídas y los errores; «Registrar la puntuación» la guarda como puntuación de la evaluación.
          </p>
        </>
      ),
    },
  },
};
