/** Help in Spanish (Spain): the examinee list, a new examinee, and an examinee's page. */
import { PERMISSIONS } from '../../../../../domain/permissions';
import { helpLink } from '../../helpPaths';
import type { HelpTopicText } from '../../helpTopic';
import { Needs } from '../../helpText';

/** The "Examinees" page in Spanish. */
export const EXAMINEES_ES: HelpTopicText = {
  title: 'Personas evaluadas',
  summary: 'Buscar, añadir, editar y eliminar personas evaluadas, y empezar una evaluación desde una persona evaluada.',
  sections: {
    'examinee-list': {
      title: 'La lista de personas evaluadas',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.EXAMINEE_VIEW} />
          <p>
            «Personas evaluadas», en el encabezado, abre la lista de las personas evaluadas de su cuenta; es también donde empieza la plataforma.
            Escriba un nombre o un ID de persona evaluada en <strong>Buscar</strong> para acotar la lista. <strong>Ordenar por</strong> la ordena
            por última modificación, apellido, ID o fecha de nacimiento. <strong>Mostrar como</strong> cambia entre una lista y una cuadrícula de
            fichas; la plataforma recuerda su elección. Las listas largas tienen páginas, con Anterior y Siguiente.
          </p>
          <p>
            Encima de la lista pueden aparecer los consejos de «Primeros pasos». «Ocultar por ahora» los retira de momento; «No volver a mostrar
            consejos» los desactiva (puede volver a activarlos en <a href={helpLink('my-account', 'preferences')}>sus preferencias</a>).
          </p>
        </>
      ),
    },
    'new-examinee': {
      title: 'Añadir una persona evaluada',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.EXAMINEE_EDIT} />
          <p>«Añadir: persona evaluada» abre un formulario:</p>
          <dl>
            <dt>ID (persona evaluada)</dt>
            <dd>
              Único en su cuenta: un número de alumno, de historia clínica o de caso. Solo letras, dígitos, espacios y . _ - /. Mientras escribe,
              el formulario comprueba que el ID esté libre.
            </dd>
            <dt>Nombre, segundo nombre (opcional), apellidos</dt>
            <dd>Tal como deben aparecer en los informes.</dd>
            <dt>Fecha de nacimiento</dt>
            <dd>Necesaria para la edad de la persona evaluada, que determina los formularios y las normas aplicables.</dd>
            <dt>Sexo</dt>
            <dd>Mujer, hombre, otro o sin especificar; algunas normas dependen de él.</dd>
            <dt>Más datos</dt>
            <dd>
              El correo electrónico (necesario para enviar un enlace por correo) y los cuatro campos personalizados de su cuenta, como una clase.
            </dd>
          </dl>
          <p>
            «Guardar: persona evaluada» crea el registro y lo abre. Los errores se enumeran en la parte superior del formulario y junto a cada
            campo.
          </p>
        </>
      ),
    },
    'examinee-page': {
      title: 'La página de una persona evaluada',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.EXAMINEE_VIEW} />
          <p>
            Al abrir el registro de una persona evaluada se muestran sus datos, su <strong>historial de evaluaciones</strong> y, para los usuarios
            que pueden crear evaluaciones, el formulario <strong>Nueva evaluación</strong>. Una persona evaluada de otra cuenta no existe para usted: su
            dirección muestra «Persona evaluada: no disponible».
          </p>
          <h3>Historial de evaluaciones</h3>
          <p>
            Una fila por evaluación: el instrumento, cuándo se aplicó, su estado (sin empezar, en curso, completa pero sin puntuar, o puntuada), su
            puntuación y las alertas críticas que tenga. Abra una fila para ir a la evaluación. «Copiar» crea una evaluación nueva del mismo
            formulario, con o sin las respuestas a los ítems; «Eliminar» quita una evaluación del historial después de que usted lo confirme (un
            administrador de la cuenta puede recuperarla desde{' '}
            <a href={helpLink('administration', 'deleted-assessments')}>Evaluaciones eliminadas</a>).
          </p>
          <h3>Nueva evaluación</h3>
          <p>
            Elija el <strong>formulario</strong> y la <strong>fecha de aplicación</strong> y después «Crear evaluación». Solo se ofrecen los
            formularios adecuados a la edad y el idioma de la persona evaluada; los demás aparecen con el motivo. Antes de crearla, la plataforma
            puede pedirle una confirmación: cuando el mismo formulario se aplicó dentro de su intervalo de retest, cuando la edad de la persona
            evaluada está fuera del rango del formulario o cuando ninguna licencia le permitiría generar su informe. «Crear de todos modos»
            continúa.
          </p>
          <h3>Editar y eliminar</h3>
          <p>
            «Editar persona evaluada» abre el mismo formulario que para una persona evaluada nueva. «Eliminar persona evaluada» quita a la persona
            evaluada y todas sus evaluaciones de todas las listas después de que usted lo confirme; la eliminación queda registrada.
          </p>
          <h3>Correos y envío de varios formularios juntos</h3>
          <p>
            La página de la persona evaluada enumera todos los correos que se le han enviado a ella o sobre ella y su entrega (en cola, enviando,
            reintentando con el motivo, enviado o fallido). «Enviar varios formularios juntos» envía un solo enlace para varias evaluaciones
            abiertas, que se responden en el orden que usted elija; véase{' '}
            <a href={helpLink('remote-administration', 'several-forms')}>administración a distancia</a>.
          </p>
        </>
      ),
    },
    'group-list': {
      title: 'Grupos',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.EXAMINEE_VIEW} />
          <p>
            Un grupo es una clase, una cartera de casos o una cohorte de estudio: un nombre, un tipo, un curso escolar (como 2026-2027), sus miembros (personas evaluadas) y sus responsables (los examinadores, docentes y administradores de la cuenta asignados). «Grupos» en la cabecera lista sus grupos con su tipo, curso escolar, número de miembros y responsables. «Mostrar grupos archivados» añade los archivados. «Nuevo grupo» crea uno (necesita <code>GROUP_EDIT</code>); un docente que crea un grupo queda asignado a él.
          </p>
          <p>
            Los docentes solo ven a las personas evaluadas de los grupos activos que tienen asignados (y a las que registraron ellos mismos), con sus evaluaciones e informes: es el interés educativo legítimo de la FERPA. Un administrador de la cuenta puede activar la misma regla para examinadores y usuarios de la cuenta en <a href={helpLink('manage-accounts')}>Gestionar cuentas</a> («Los examinadores y los usuarios de la cuenta solo ven a las personas evaluadas de sus grupos»).
          </p>
          <p>
            En la lista de personas evaluadas, marque personas (o toda la página con la casilla de la primera columna), elija un grupo o «Un grupo nuevo…» y pulse «Añadir al grupo».
          </p>
        </>
      ),
    },
    'group-page': {
      title: 'La página de un grupo',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.EXAMINEE_VIEW} />
          <p>
            La página de un grupo muestra su tipo, curso escolar, responsables y miembros. «Cambiar nombre» cambia el nombre, el tipo y el curso escolar. «Añadir personas evaluadas» busca entre las personas que usted ve y las añade una a una; «Quitar» saca a un miembro del grupo (el registro de la persona se mantiene). «Archivar grupo» conserva el grupo y sus miembros pero lo quita de las listas; sus responsables dejan de ver a sus miembros a través de él y los miembros no se pueden cambiar hasta «Restaurar grupo».
          </p>
          <p>
            Los administradores de la cuenta eligen a los responsables con «Elegir responsables». La página de una persona evaluada lista los grupos a los que pertenece.
          </p>
        </>
      ),
    },
    'examinee-import': {
      title: 'Importar evaluados',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.EXAMINEE_EDIT} />
          <p>
            «Importar» en la lista de evaluados importa un archivo OneRoster 1.2 CSV (un ZIP de un sistema de gestión escolar: los alumnos pasan a ser evaluados y las clases, grupos con sus docentes como personal; solo administradores de la cuenta) o un archivo CSV de evaluados. Elija el tipo y el archivo y pulse «Subir»; el archivo se envía por partes y se muestra el progreso. Para un archivo CSV, elija la columna que contiene cada campo (el ID, el nombre y los apellidos son obligatorios); la asignación se guarda para la próxima importación.
          </p>
          <p>
            La simulación lee el archivo y muestra lo que la importación creará, actualizará y dejará igual, las filas con errores con su archivo, línea y motivo, y las advertencias (por ejemplo, un docente que no es usuario de la cuenta), antes de guardar nada. Un archivo con filas con errores no se puede importar. Una fila cuyo nombre y fecha de nacimiento coinciden con los de un evaluado existente con otro ID se retiene como posible duplicado: elija «Fusionar», «Conservar ambos» u «Omitir» para cada una. «Importar» guarda entonces todo de una vez, o nada; importar de nuevo el mismo archivo no cambia nada. Los docentes no pueden importar.
          </p>
        </>
      ),
    },
  },
};
