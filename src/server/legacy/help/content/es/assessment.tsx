/** Help in Spanish (Spain): an assessment's page (item entry, scores, reports) and its item-entry verification. */
import { ENTRY_DRAFT_MAX_AGE_DAYS } from '../../../../../domain/entryDraft';
import { PERMISSIONS } from '../../../../../domain/permissions';
import { helpLink } from '../../helpPaths';
import type { HelpTopicText } from '../../helpTopic';
import { Key, Needs } from '../../helpText';

/** The "An assessment" page in Spanish. */
export const ASSESSMENT_ES: HelpTopicText = {
  title: 'Una evaluación',
  summary:
    'Introducir las respuestas con el teclado, las puntuaciones mientras escribe, la puntuación oficial, los informes y la comprobación de los datos introducidos mediante una segunda introducción.',
  sections: {
    'assessment-page': {
      title: 'La página de la evaluación',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.ASSESSMENT_VIEW} />
          <p>
            La página de una evaluación muestra la persona evaluada, el formulario, cuándo se aplicó y qué examinador la aplicó, y después sus
            partes: datos de la aplicación, introducción de ítems, puntuaciones, la puntuación oficial, los informes y la administración a
            distancia. Los usuarios que solo pueden consultar (los usuarios de la cuenta) ven las respuestas y las puntuaciones, pero no pueden
            modificarlas. Para introducir y puntuar se necesita <code>{PERMISSIONS.ASSESSMENT_EDIT}</code>; para generar un informe,{' '}
            <code>{PERMISSIONS.REPORT_GENERATE}</code>.
          </p>
        </>
      ),
    },
    'item-entry': {
      title: 'Introducción de ítems',
      body: () => (
        <>
          <p>
            Cada ítem muestra su número y sus opciones de respuesta, cada una con una tecla. Pulse la tecla para introducir la respuesta.{' '}
            <Key>↑</Key> y <Key>↓</Key> o <Key>Tab</Key> pasan de un ítem a otro; <Key>Retroceso</Key> borra un ítem. Una tecla que no es una de
            las del ítem se rechaza con un mensaje que indica qué teclas se admiten. Con «Pasar al siguiente ítem después de introducir una
            respuesta» activado en sus preferencias, el cursor avanza solo.
          </p>
          <p>
            Algunos formularios piden números (por ejemplo, las palabras leídas correctamente en un minuto): escriba el número entero y pulse{' '}
            <Key>Intro</Key> o <Key>Tab</Key>. El campo conserva exactamente lo que ha escrito: un decimal (<code>12.5</code>), un número fuera del
            intervalo del ítem o cualquier otra cosa que no sea un número entero nunca se convierte en uno, sino que se marca con el motivo, y
            «Guardar» y «Puntuar» esperan hasta que se corrija. Algunos formularios tienen un texto para leer, que se muestra cuando se elige el
            curso. Los ítems de redacción se puntúan con una rúbrica: elija un nivel para cada criterio y después «Registrar las puntuaciones de la
            rúbrica».
          </p>
          <p>
            «Guardar» conserva las respuestas; la barra que hay a su lado indica cuándo hay cambios sin guardar. Si otra persona ha modificado la
            evaluación en otra pestaña o en otro ordenador, al guardar se le avisa: «Volver a cargar» muestra su versión.
          </p>
          <p>
            Lo que escribe también se conserva en este ordenador hasta que se guarda, de modo que una recarga, una pestaña cerrada o una sesión
            caducada no le hacen perder nada: vuelva a abrir la evaluación aquí y las respuestas reaparecen, con un aviso y la posibilidad de
            descartarlas. Solo reaparecen sobre la versión en la que se escribieron; si entretanto la evaluación se guardó en otro lugar, el aviso
            indica que no se han restaurado. Si sale de la página con respuestas sin guardar (mediante un enlace, <Key>Atrás</Key>, recargando o
            cerrando la pestaña), se le pregunta antes. Las respuestas de hace más de {ENTRY_DRAFT_MAX_AGE_DAYS} días no se restauran: se eliminan
            la próxima vez que se abre la evaluación.
          </p>
        </>
      ),
    },
    'administration-details': {
      title: 'Datos de la aplicación y normas',
      body: () => (
        <p>
          Algunos formularios necesitan el <strong>curso</strong> y el <strong>periodo</strong> (otoño, invierno o primavera) de la aplicación, o un{' '}
          <strong>grupo de comparación</strong>: determinan las normas con las que se compara la puntuación. Mientras no se elijan, las puntuaciones
          se muestran sin puntuación T ni percentil. Véase <a href={helpLink('scoring')}>términos de puntuación</a>.
        </p>
      ),
    },
    scores: {
      title: 'Las puntuaciones mientras escribe y la puntuación oficial',
      body: () => (
        <>
          <p>
            El panel <strong>Puntuaciones</strong> se actualiza con cada tecla: la puntuación directa de cada escala, su rango y, cuando se aplican
            las normas, la puntuación T y el percentil. Marca las puntuaciones como «hasta ahora» o «provisional» hasta que se hayan respondido
            todos los ítems obligatorios, e indica qué ítems faltan todavía. Las alertas enumeran los ítems críticos y las advertencias que
            requieren su atención.
          </p>
          <p>
            «Puntuar» es posible en cuanto la evaluación es puntuable. Puntúa las respuestas en el servidor según las reglas publicadas del
            instrumento y guarda el resultado como <strong>puntuación oficial</strong>, con la hora en que se puntuó. Si después cambian las
            respuestas, la página lo indica: vuelva a puntuar para actualizarla.
          </p>
          <p>
            Cuando el manual del instrumento da una regla para el cambio entre aplicaciones (el WHO-5: una diferencia de 10 puntos porcentuales o
            más es un cambio significativo), la puntuación oficial muestra también <strong>Cambio desde la aplicación anterior</strong>: la
            evaluación puntuada anterior más reciente de la persona evaluada con el mismo formulario, su puntuación, la puntuación actual y la
            diferencia, marcada cuando cumple la regla. El informe de puntuaciones imprime la misma línea.
          </p>
        </>
      ),
    },
    reports: {
      title: 'Informes',
      body: (facts) => (
        <>
          <p>
            Cuando la evaluación está puntuada, <strong>Nuevo informe</strong> genera un PDF: un <strong>informe de puntuaciones</strong> para el
            profesional clínico y, si el formulario lo tiene, un <strong>informe de devolución</strong> en lenguaje sencillo para la persona
            evaluada o uno de sus progenitores. Elija el grupo de comparación, el idioma y si se incluyen las respuestas a los ítems. El formulario
            muestra el estado de su licencia y lo que costará el informe.
          </p>
          <p>
            Un informe consume un uso de las licencias de su cuenta, salvo que lo cubra una suscripción. Volver a generarlo para una evaluación sin
            cambios es gratis, y también lo es un informe nuevo tras corregir un error de introducción de datos dentro de los{' '}
            {facts.correctionWindowDays} días posteriores al primer informe. Si no quedan usos, no se genera nada; consulte al administrador de su
            cuenta.
          </p>
          <p>
            El <strong>historial de informes</strong> conserva todas las versiones, de la más reciente a la más antigua, con sus opciones, su coste,
            su autor y su tamaño. «Descargar» abre una versión guardada, «Generar de nuevo» añade una versión nueva (nunca sobrescribe ninguna) y
            «Eliminar» quita una versión del historial después de que usted lo confirme.
          </p>
        </>
      ),
    },
    verification: {
      title: 'Verificación de la introducción',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.ASSESSMENT_EDIT} />
          <p>
            «Verificar la introducción», en la página de la evaluación, abre una segunda introducción a ciegas: vuelva a escribir las respuestas
            desde el formulario en papel mientras la primera introducción permanece oculta y después elija «Comparar». Cada ítem en el que las dos
            introducciones difieren aparece con ambos valores; revise el formulario en papel, elija el valor correcto de cada uno y pulse
            «Confirmar y verificar». La página de la evaluación muestra entonces quién la verificó y cuándo. Si su cuenta exige la verificación, una
            evaluación no se puede puntuar antes de verificarla.
          </p>
        </>
      ),
    },
  },
};
