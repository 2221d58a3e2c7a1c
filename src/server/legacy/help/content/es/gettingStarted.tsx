/** Help in Spanish (Spain): what the product is, who does what (the roles), and how to find one's way. */
import { legacyPagePath } from '../../../../../contract/legacyPages';
import { helpLink } from '../../helpPaths';
import type { HelpTopicText } from '../../helpTopic';
import { PermissionTable, RoleList } from '../rolesTable';

/** The "Getting started" page in Spanish. */
export const GETTING_STARTED_ES: HelpTopicText = {
  title: 'Primeros pasos',
  summary: 'Qué hace Q-global, los roles de sus usuarios y qué puede hacer cada rol.',
  sections: {
    'what-it-does': {
      title: 'Qué hace Q-global',
      body: () => (
        <>
          <p>
            Q-global guarda los registros de las personas evaluadas de su cuenta y sus evaluaciones. Usted crea el registro de una persona
            evaluada, le aplica una evaluación (en papel y luego introducida, en este dispositivo o en su propio dispositivo mediante un enlace),
            la puntúa según las reglas y las normas publicadas del instrumento y descarga un informe en PDF que puede firmar.
          </p>
          <p>
            Q-global tiene dos partes. Las <strong>páginas de la cuenta</strong> (inicio de sesión, inicio, configuración de mi cuenta, gestión de
            cuentas, biblioteca de recursos, notificaciones, comentarios y esta ayuda) son páginas sencillas que también funcionan sin JavaScript.
            La <strong>plataforma de evaluación</strong> (personas evaluadas, evaluaciones, informes y las pantallas de administración) se abre
            después de iniciar sesión. Ambas comparten una misma sesión: al cerrar la sesión en una, se cierra en las dos.
          </p>
          <p>
            Es posible que su cuenta llame a las personas evaluadas de otra manera, por ejemplo «Alumno» o «Cliente», y que haya dado nombre a sus
            cuatro campos personalizados. En ese caso, las pantallas muestran las palabras de su cuenta; esta ayuda dice «persona evaluada» y
            «examinador».
          </p>
        </>
      ),
    },
    'first-steps': {
      title: 'Cómo empezar',
      body: () => (
        <ol>
          <li>
            Inicie sesión en la <a href={helpLink('signing-in')}>página de inicio de sesión</a> con el nombre de usuario y la contraseña que le
            dio el administrador de su cuenta.
          </li>
          <li>
            Revise la <a href={helpLink('my-account')}>configuración de su cuenta</a>: su nombre, su idioma, los formatos de fecha y de número y
            su zona horaria. Los informes y las pantallas se rigen por ellos.
          </li>
          <li>
            Busque o añada una persona evaluada en la <a href={helpLink('examinees')}>lista de personas evaluadas</a>, abra su registro y elija
            «Nueva evaluación».
          </li>
          <li>
            Introduzca las respuestas en la <a href={helpLink('assessment')}>página de la evaluación</a>, puntúela y genere su informe.
          </li>
          <li>
            Esta ayuda está en <a href={legacyPagePath('help')}>{legacyPagePath('help')}</a>; el encabezado de la plataforma enlaza con ella como
            «Ayuda».
          </li>
        </ol>
      ),
    },
    roles: {
      title: 'Los roles y lo que puede hacer cada uno',
      body: () => (
        <>
          <p>
            Cada usuario tiene un rol, y un rol es un conjunto de permisos. Cada pantalla y cada botón requieren un permiso; una pantalla que usted
            no puede usar no aparece en sus menús, y si abre su dirección se le indica que no tiene permiso. Los administradores de la cuenta
            eligen el rol de cada usuario en <a href={helpLink('manage-accounts')}>Gestionar cuentas</a>. El personal de back office y de
            conservación de datos trabaja para Q-global, no para una cuenta de cliente, y nunca ve datos de personas evaluadas.
          </p>
          <RoleList />
          <PermissionTable />
        </>
      ),
    },
  },
};
