/** Help in Spanish (Spain): the account's assessment list, batches of reports and group reports. */
import { PERMISSIONS } from '../../../../../domain/permissions';
import type { HelpTopicText } from '../../helpTopic';
import { Needs } from '../../helpText';

/** The "Assessments and reports in bulk" page in Spanish. */
export const ASSESSMENT_LIST_ES: HelpTopicText = {
  title: 'Evaluaciones e informes en bloque',
  summary: 'La lista de evaluaciones de la cuenta, sus filtros y su selección, los lotes de informes y los informes de grupo.',
  sections: {
    'assessment-list': {
      title: 'La lista de evaluaciones',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.ASSESSMENT_VIEW} />
          <p>
            «Evaluaciones», en el encabezado, enumera todas las evaluaciones de la cuenta. Puede filtrarlas por una búsqueda (nombre, ID de la
            persona evaluada o los dos primeros campos personalizados), por la prueba, por el estado y por las fechas de aplicación, y ordenarlas
            por fecha, nombre o última modificación. «Restablecer filtros» los borra. Cada fila muestra la persona evaluada, la prueba, la fecha, el
            estado y el último informe.
          </p>
          <p>
            Marque filas para seleccionarlas, o marque la casilla del encabezado para seleccionar la página. «Seleccionar las … evaluaciones que
            coinciden» selecciona todas las evaluaciones que cumplen los filtros, en todas las páginas. La barra de selección indica cuántas hay
            seleccionadas.
          </p>
        </>
      ),
    },
    'batch-reports': {
      title: 'Generar informes para muchas evaluaciones',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.REPORT_GENERATE} />
          <p>
            Con evaluaciones seleccionadas, «Generar informes» pide el tipo de informe, el idioma y si se incluyen las respuestas a los ítems. Los
            informes se generan en el servidor; una barra de progreso muestra cuántos están hechos, y mientras tanto puede seguir trabajando.
            Cuando el lote termina, «Descargar ZIP» ofrece todos los informes en un solo archivo, y los informes que no se han podido generar
            aparecen con el motivo (por ejemplo, una evaluación que no está puntuada). Puede cancelar un lote que todavía está en curso. «Lotes de
            informes recientes» enumera sus lotes anteriores. Cada informe consume un uso de licencia, igual que en la página de la evaluación.
          </p>
        </>
      ),
    },
    'group-reports': {
      title: 'Informes de grupo',
      body: () => (
        <p>
          Un informe de grupo resume las puntuaciones de muchas evaluaciones de una misma prueba, por ejemplo las de una clase. Seleccione
          evaluaciones de una sola prueba (o filtre por una prueba), elija «Informe de grupo», dele un título que nombre la clase o el grupo, elija
          el grupo de comparación y el idioma, y pulse «Crear informe de grupo». La lista de informes de grupo los conserva para descargarlos.
        </p>
      ),
    },
  },
};
