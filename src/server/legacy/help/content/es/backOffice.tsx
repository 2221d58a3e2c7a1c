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
    'product-configuration': {
      title: 'Configuración de productos',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.PRODUCT_CONFIGURE} />
          <p>Cada instrumento del catálogo es un producto con versiones: una versión publicada, que reciben las evaluaciones nuevas, versiones anteriores sustituidas, que conservan las evaluaciones creadas con ellas, y como mucho un borrador en edición. El panel enumera los productos con su estado (borrador, publicado, retirado), su versión publicada, su versión en borrador y cuántas evaluaciones los usan; sus otras pestañas enumeran los formularios, puntuaciones e informes del catálogo. «Importar un producto» toma el JSON de un producto (un archivo o pegado) como borrador: un producto nuevo pasa a ser la versión 1 y uno existente recibe su versión siguiente. Cada problema de la definición aparece con el campo al que afecta.</p>
          <p>La página de un producto muestra sus versiones, cada una con quién la creó y publicó, cuándo y por qué, y su JSON para exportar. El borrador muestra sus casos de prueba, cada uno superado o no superado con lo que difiere. Solo se puede publicar cuando tiene al menos un caso de prueba y todos se superan. Cada parte del borrador tiene su propio editor: el formulario (datos generales, los idiomas en que se aplica con la fuente de cada traducción, y sus ítems: añadir uno de un tipo, mover, quitar, con sus opciones, intervalos, rúbricas y su texto en cada idioma, que debe ser el publicado por el titular de los derechos, nunca una traducción propia), la puntuación (escalas, rangos y tablas de baremos pegadas desde una hoja de cálculo como CSV), el informe de devolución (lector, título, introducción y cierre en inglés de EE. UU., las escalas que muestra y los textos de sus rangos y percentiles), las secciones del informe de puntuaciones y los casos de prueba; los demás campos de una parte se editan como JSON. Si otra persona ha guardado el borrador mientras tanto, se le pide que lo vuelva a cargar. La vista previa puntúa las respuestas que escriba, con los datos de la persona evaluada, usando el borrador; no se guarda nada. Cada cambio pide un motivo, que se guarda con la versión y en el registro de auditoría. Un producto retirado deja de ofrecerse para evaluaciones nuevas; sus evaluaciones se siguen puntuando y generando informes.</p>
        </>
      ),
    },
    'stimulus-books': {
      title: 'Cuadernos de estímulos',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.PRODUCT_CONFIGURE} />
          <p>Un cuaderno de estímulos son las páginas que el examinador muestra en la pantalla del evaluado durante una sesión en directo: texto, pasajes de lectura, tarjetas de ítems e imágenes, en cada idioma en que está publicado. La pantalla muestra los cuadernos publicados con su versión, idiomas, páginas, atribución y fecha de publicación.</p>
          <p>Para publicar un cuaderno, elija su archivo JSON y los archivos de imagen que nombran sus páginas (PNG, JPEG o WebP, de 2 MiB como máximo cada uno; no se acepta SVG), indique el motivo y publique. No hace falta volver a elegir las imágenes ya publicadas con el cuaderno. Se rechaza un cuaderno cuya versión no sea superior a la publicada, y también una página que nombre una imagen que no se haya elegido ni esté guardada; cada problema se indica con el lugar al que se refiere y no se publica nada. Una versión nueva sustituye al cuaderno publicado en todas las sesiones a partir de ese momento; el motivo queda en el registro de auditoría. Examinadores y evaluados ven las imágenes de un cuaderno mediante direcciones que solo funcionan durante unas horas, de modo que una imagen no puede difundirse.</p>
        </>
      ),
    },
    'assessment-tracker': {
      title: 'Seguimiento de evaluaciones',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.ASSESSMENT_TRACKER_VIEW} />
          <p>El seguimiento responde a la pregunta de un cliente sobre una evaluación. Indique por qué la consulta (un número de incidencia) y después busque la evaluación por su ID, por una sesión de administración o un enlace remoto, o por un ID de persona evaluada junto con la cuenta del cliente. La cronología muestra lo que le ocurrió, de lo más antiguo a lo más reciente, en su zona horaria: creación, introducción de respuestas, enlaces creados, abiertos y respondidos, envío, puntuación, informes, correos electrónicos con cada intento de entrega, eliminaciones y recuperaciones, verificación y copias.</p>
          <p>Los nombres y las respuestas están ocultos. «Mostrar nombres y respuestas» pide un segundo motivo, que el registro de auditoría guarda como una entrada propia y que la cronología muestra. «Cambiar estado» vuelve a abrir una evaluación remota enviada para que su enlace pueda responderse de nuevo (solo mientras su enlace no haya caducado y no se haya generado ningún informe sobre ella), hace caducar un enlace ahora o marca como resuelta la entrega fallida de un correo electrónico. Cada cambio pide su motivo y aparece en la cronología.</p>
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
    'platform-configuration': {
      title: 'Configuración de la plataforma',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.PRODUCT_CONFIGURE} />
          <p>La configuración que cargan la plataforma y el cuestionario de la persona evaluada al abrirse (config.json): las direcciones de las páginas de la cuenta, de los servicios y del cuestionario, el tiempo del aviso antes de que caduque la sesión, el servicio de vídeo. Cada versión se conserva, con quién la guardó, cuándo y por qué.</p>
          <p>Edite el JSON de la versión actual; se comprueba con el esquema de config.json mientras escribe, y cada problema aparece con su lugar en el documento (por ejemplo, qgServices.contextRoot). Indique el motivo del cambio y elija «Guardar como nueva versión». Cada servidor la entrega al instante; la dirección del cuestionario y las de las páginas de la cuenta se aplican a partir del próximo arranque de los servidores. Si alguien guardó una versión más reciente mientras usted editaba, se rechaza el guardado: vuelva a cargar y haga de nuevo el cambio.</p>
          <p>En «Versiones», elija dos versiones y «Mostrar las diferencias»: las líneas añadidas se marcan con + y las eliminadas con −. «Volver a esta versión» pide un motivo y guarda el contenido de esa versión como una nueva versión; no se quita nada del historial.</p>
        </>
      ),
    },
  },
};
