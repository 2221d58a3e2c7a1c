/** Help in Spanish (Spain): the scoring terms the screens and reports use, in plain words. */
import { helpLink } from '../../helpPaths';
import type { HelpTopicText } from '../../helpTopic';

/** The "Scoring terms" page in Spanish. */
export const SCORING_ES: HelpTopicText = {
  title: 'Términos de puntuación',
  summary: 'Puntuación directa, puntuación T, percentil, grupo de comparación y puntuabilidad, tal como los usa Q-global.',
  sections: {
    terms: {
      title: 'Términos',
      body: (facts) => (
        <dl>
          <dt>Puntuación directa</dt>
          <dd>
            La puntuación de una escala calculada directamente a partir de las respuestas, según las reglas del propio instrumento: normalmente la
            suma (a veces la media) de los valores de los ítems, con los ítems inversos puntuados a la inversa. Cuando el instrumento permite dejar
            sin responder unos pocos ítems, la puntuación directa puede prorratearse (extrapolarse al número total de ítems); la pantalla la marca
            como «prorrateada».
          </dd>
          <dt>Grupo de comparación</dt>
          <dd>
            El grupo de personas con el que se compara a la persona evaluada, como una franja de edad, un sexo, o un curso y un periodo del año
            escolar. Las tablas de normas del instrumento indican, para cada grupo, qué significa una puntuación directa. Elija el grupo que
            corresponda a la persona evaluada; el predeterminado del formulario aparece marcado.
          </dd>
          <dt>Puntuación T</dt>
          <dd>
            Una puntuación típica que se obtiene en la tabla de normas del grupo de comparación: 50 es la media del grupo, y cada 10 puntos
            equivalen a una desviación típica por encima o por debajo de ella. Una puntuación T de 60 está una desviación típica por encima de la
            media del grupo.
          </dd>
          <dt>Percentil</dt>
          <dd>
            El porcentaje del grupo de comparación que obtuvo una puntuación igual o inferior a la de la persona evaluada. El percentil 84 significa
            que la puntuación es igual o superior a la de 84 de cada 100 personas del grupo. Algunos formularios indican un rango de percentiles en
            lugar de un único número.
          </dd>
          <dt>Rango</dt>
          <dd>
            El intervalo interpretativo en el que se sitúa una puntuación (por ejemplo, «leve» o «moderado»), tal como lo define el instrumento.
          </dd>
          <dt>Puntuabilidad</dt>
          <dd>
            Si las respuestas se pueden puntuar: todos los ítems obligatorios están respondidos (o no faltan más ítems de los que permite el
            instrumento) y cada respuesta es una de las opciones del ítem. El panel Puntuaciones indica lo que falta. Hasta entonces, las
            puntuaciones que ve son provisionales.
          </dd>
          <dt>Puntuación oficial</dt>
          <dd>
            La puntuación calculada en el servidor cuando elige «Puntuar», que se guarda con la evaluación y que usan los informes. Las puntuaciones
            que se muestran mientras escribe siguen las mismas reglas; la puntuación oficial es la que cuenta. Véase{' '}
            <a href={helpLink('assessment', 'scores')}>la página de la evaluación</a>.
          </dd>
          <dt>Alerta crítica</dt>
          <dd>
            Una respuesta a un ítem que el instrumento pide al profesional clínico que revise en cualquier caso, como un ítem de riesgo. Se muestra
            en la página de la evaluación y en el historial, sea cual sea la puntuación total.
          </dd>
          <dt>Uso de licencia</dt>
          <dd>
            El coste de un informe. Regenerar el informe de una evaluación sin cambios, o una corrección dentro del plazo de{' '}
            {facts.correctionWindowDays} días, no cuesta nada.
          </dd>
        </dl>
      ),
    },
  },
};
