/** Help in Spanish (Spain): keyboard use and accessibility notes. */
import { helpLink } from '../../helpPaths';
import type { HelpTopicText } from '../../helpTopic';
import { Key } from '../../helpText';

/** The "Accessibility and the keyboard" page in Spanish. */
export const ACCESSIBILITY_ES: HelpTopicText = {
  title: 'Accesibilidad y teclado',
  summary: 'Usar Q-global solo con el teclado, con un lector de pantalla, con zoom o sin JavaScript.',
  sections: {
    keyboard: {
      title: 'Teclado',
      body: () => (
        <>
          <ul>
            <li>
              Todas las pantallas de la plataforma empiezan con un enlace «Ir al contenido principal», y todas las páginas de la ayuda con «Ir al
              texto de la ayuda»: pulse <Key>Tab</Key> una vez e <Key>Intro</Key> para saltar el encabezado y las listas de enlaces.
            </li>
            <li>
              <Key>Tab</Key> y <Key>Mayús</Key>+<Key>Tab</Key> pasan de un enlace, campo o botón a otro; el que tiene el foco lleva un contorno
              bien visible. <Key>Intro</Key> sigue un enlace o pulsa un botón, y la <Key>barra espaciadora</Key> marca una casilla.
            </li>
            <li>
              Los cuadros de diálogo (como «¿Eliminar…?») mantienen el foco dentro hasta que los responde; <Key>Esc</Key> los cierra sin hacer
              nada (salvo el aviso de caducidad de la sesión, que espera a «Mantener la sesión iniciada»).
            </li>
            <li>
              La introducción de ítems está pensada para el teclado: una tecla por respuesta y flechas para pasar de un ítem a otro. Véase{' '}
              <a href={helpLink('assessment', 'item-entry')}>introducción de ítems</a>.
            </li>
          </ul>
        </>
      ),
    },
    'screen-readers': {
      title: 'Lectores de pantalla, zoom y color',
      body: () => (
        <ul>
          <li>Cada página tiene un único encabezado principal y encabezados en orden; las tablas tienen título y encabezados de columna.</li>
          <li>
            Los errores de un formulario se enumeran en su parte superior con enlaces a los campos, y cada campo indica qué tiene de incorrecto.
          </li>
          <li>El progreso (al guardar, un lote de informes) y los mensajes nuevos se anuncian sin mover el foco.</li>
          <li>
            Los estados se expresan con palabras, nunca solo con colores; los textos y los controles cumplen la relación de contraste AA de las
            WCAG.
          </li>
          <li>Las páginas se adaptan a la pantalla estrecha de un teléfono y al ampliarlas con el zoom.</li>
        </ul>
      ),
    },
    'without-javascript': {
      title: 'Sin JavaScript',
      body: () => (
        <p>
          Las páginas de la cuenta (inicio de sesión, inicio, configuración de mi cuenta, gestión de cuentas, biblioteca de recursos,
          notificaciones, comentarios y esta ayuda) funcionan con JavaScript desactivado. La plataforma de evaluación y el cuestionario lo
          necesitan.
        </p>
      ),
    },
  },
};
