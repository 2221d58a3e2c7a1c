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
