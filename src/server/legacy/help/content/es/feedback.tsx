/** Help in Spanish (Spain): the feedback form. */
import { PERMISSIONS } from '../../../../../domain/permissions';
import type { HelpTopicText } from '../../helpTopic';
import { Needs } from '../../helpText';

/** The "Feedback" page in Spanish. */
export const FEEDBACK_ES: HelpTopicText = {
  title: 'Comentarios',
  summary: 'Comunique al equipo de Q-global un problema, una sugerencia, una pregunta o algo que le guste.',
  sections: {
    feedback: {
      title: 'Enviar comentarios',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.FEEDBACK_SUBMIT} />
          <p>
            Elija sobre qué son sus comentarios (un problema, una sugerencia, una pregunta o un elogio) y, en «¿A qué pantalla se refieren?», la
            pantalla, si procede; un enlace «Comentarios» que nombra una pantalla la rellena por usted. Escriba su mensaje en «Sus comentarios» (el
            formulario indica la longitud permitida). Puede valorar la plataforma de 1 a 5 y marcar «Pueden ponerse en contacto conmigo sobre
            esto» si desea una respuesta. «Enviar los comentarios» los envía y muestra un mensaje de agradecimiento; si falta algo, el formulario
            enumera lo que debe corregir.
          </p>
          <p>
            Los comentarios llegan al equipo de Q-global con su nombre, su cuenta y la descripción de su navegador. No incluya en ellos el nombre
            de una persona evaluada ni otros datos personales.
          </p>
        </>
      ),
    },
  },
};
