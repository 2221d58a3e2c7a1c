/** Help in Spanish (Spain): the home page of the account pages. */
import type { HelpTopicText } from '../../helpTopic';
import { Needs } from '../../helpText';

/** The "Home page" page in Spanish. */
export const HOME_ES: HelpTopicText = {
  title: 'Página de inicio',
  summary: 'La página que enumera lo que puede hacer, con enlaces a la plataforma y a las páginas de la cuenta.',
  sections: {
    home: {
      title: 'Qué muestra la página de inicio',
      body: () => (
        <>
          <Needs permission={null} />
          <p>
            La página de inicio le saluda por su nombre y muestra dos grupos de enlaces: las pantallas de la plataforma de evaluación que puede
            usar (por ejemplo, Personas evaluadas, Nueva persona evaluada, Evaluaciones y, para los administradores de la cuenta, Evaluaciones
            eliminadas, Licencias y Plantillas de correo electrónico) y las páginas de la cuenta (Configuración de mi cuenta, Administrar cuentas
            para los administradores, Biblioteca de recursos, Notificaciones, Comentarios y Ayuda). Las pantallas que su rol no puede usar no
            aparecen. «Cerrar sesión» está al final de la página.
          </p>
          <p>El encabezado de la plataforma tiene un enlace «Inicio» que vuelve a esta página.</p>
        </>
      ),
    },
  },
};
