/** Help in Spanish: the work of the data-retention staff. */
import { PERMISSIONS } from '../../../../../domain/permissions';
import type { HelpTopicText } from '../../helpTopic';
import { Needs } from '../../helpText';

/** The "Data retention" page in Spanish. */
export const DATA_RETENTION_ES: HelpTopicText = {
  title: 'Conservación de datos',
  summary: 'El trabajo del personal de conservación de datos de Q-global: cuentas inactivas, solicitudes de eliminación, retenciones legales y quién puede eliminar cuentas.',
  sections: {
    'data-retention-dashboard': {
      title: 'El panel de conservación de datos',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.DATA_RETENTION_MANAGE} />
          <p>El personal de conservación de datos trabaja para Q-global, no para una cuenta de cliente, y llega a este panel al iniciar sesión. Indique primero por qué trabaja con cuentas de clientes, por ejemplo un número de incidencia: el registro de auditoría lo guarda con cada cuenta que abra. El panel muestra las cuentas de clientes por estado, cada estado con su número de cuentas: activa, inactiva (nadie ha iniciado sesión durante el periodo de inactividad; la cuenta se elimina en su fecha de eliminación salvo que alguien inicie sesión o la conserve), eliminación solicitada (un administrador ha pedido que se elimine la cuenta), retención legal, eliminada (recuperable hasta que se borre definitivamente) y borrada definitivamente (solo queda el antiguo número de la cuenta). «Solicitudes de eliminación» muestra las cuentas cuyo administrador ha pedido la eliminación.</p>
          <p>Filtre por la persona que tiene el expediente (o nadie), por un intervalo de fechas de eliminación y por el nombre o el número de la cuenta. La lista muestra la última actividad de cada cuenta (el último inicio de sesión de cualquiera de sus usuarios), su fecha de eliminación, quién tiene el expediente y si hay una retención legal, con la eliminación más próxima primero. Abra una cuenta para tramitar su expediente.</p>
        </>
      ),
    },
    'data-retention-case': {
      title: 'El expediente de una cuenta',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.DATA_RETENTION_MANAGE} />
          <p>El expediente muestra el estado de la cuenta, su última actividad, sus fechas (inactiva desde, la fecha de eliminación, una solicitud de eliminación y su fecha), una retención legal con su motivo y quién tiene el expediente. Debajo figuran las direcciones de contacto de la cuenta (sus administradores activos con su correo electrónico y su teléfono) y los avisos que se le han enviado, cada uno con la fecha de eliminación anunciada y, si se pide, la entrega de cada uno de sus correos con cada intento.</p>
          <p>Cada cambio pide su propio motivo, que el registro de auditoría guarda. Asigne el expediente a un compañero o a usted mismo. Amplíe el periodo de gracia de una cuenta inactiva hasta una fecha de eliminación posterior (como máximo un año después): los administradores reciben los avisos de la nueva fecha. Aplace una solicitud de eliminación a una fecha posterior; una fecha anterior requiere el consentimiento del administrador, por lo que el personal no puede adelantarla. Una retención legal impide que la cuenta se elimine o se borre, sean cuales sean sus fechas, hasta que se levante; el motivo que indique se guarda como motivo de la retención.</p>
        </>
      ),
    },
    'data-retention-settings': {
      title: 'Mi configuración',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.DATA_RETENTION_MANAGE} />
          <p>Elija qué alertas por correo electrónico recibe: cuando una cuenta pasa a estar inactiva, cuando un administrador solicita la eliminación, cuando se elimina una cuenta y cuando una eliminación o un borrado quedan bloqueados por una retención legal o una solicitud de acceso pendiente.</p>
          <p>El personal cuyo rol puede eliminar datos de cuentas ve además quién puede eliminar cuentas. El permiso solo se puede conceder al personal cuyo rol puede eliminar datos de cuentas, siempre con un motivo, y nadie puede cambiar el suyo propio: otro miembro del personal debe concederlo o retirarlo.</p>
        </>
      ),
    },
  },
};
