/** Help in Spanish (Spain): the questionnaire the respondent answers (the examinee player). */
import type { HelpTopicText } from '../../helpTopic';

/** The "The questionnaire (for respondents)" page in Spanish. */
export const EXAMINEE_PLAYER_ES: HelpTopicText = {
  title: 'El cuestionario, tal como lo ve quien responde',
  summary: 'Lo que ven la persona evaluada, el progenitor o el docente cuando abren un enlace, para que pueda explicárselo.',
  sections: {
    answering: {
      title: 'Responder',
      body: () => (
        <>
          <p>
            El enlace abre el cuestionario en el navegador, en un teléfono, una tableta o un ordenador, sin necesidad de cuenta. La primera
            pantalla indica quién lo envía, sobre quién son las preguntas, a qué período se refieren, cuántas preguntas hay y hasta cuándo funciona
            el enlace. «Empezar» (o «Continuar» al volver) lleva a las preguntas.
          </p>
          <p>
            Las preguntas aparecen de una en una (o de página en página en algunos formularios), con «Pregunta 3 de 9» encima. «Atrás» y
            «Siguiente» pasan de una a otra. Cada respuesta se guarda en cuanto se da: quien responde puede parar y volver más tarde al mismo
            enlace, y continúa en la primera pregunta sin responder. Sin conexión, las respuestas se conservan en el dispositivo y se envían cuando
            vuelve la conexión.
          </p>
          <p>
            «Revisar respuestas» enumera las preguntas que aún necesitan respuesta. «Enviar» manda las respuestas al examinador; después ya no se
            pueden cambiar, y una página de agradecimiento indica que no hay que hacer nada más. Si se enviaron varios formularios juntos, el
            siguiente empieza después de cada envío.
          </p>
        </>
      ),
    },
    problems: {
      title: 'Cuando el enlace no funciona',
      body: () => (
        <p>
          La página explica el motivo con palabras sencillas: la dirección está incompleta o es incorrecta, el enlace ha caducado, el remitente lo
          ha retirado, las respuestas ya se enviaron o (en una sesión por vídeo) todavía no está abierto. En ese caso, quien responde pide un enlace
          nuevo al remitente; usted lo crea con «Reenviar». Si una respuesta no se ha podido guardar porque el cuestionario se ha cambiado en otro
          lugar, la página indica qué pregunta hay que revisar.
        </p>
      ),
    },
  },
};
