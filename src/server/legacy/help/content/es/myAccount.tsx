/** Help in Spanish (Spain): my account settings (profile, password, preferences). */
import { helpLink } from '../../helpPaths';
import type { HelpTopicText } from '../../helpTopic';
import { Needs } from '../../helpText';

/** The "My account settings" page in Spanish. */
export const MY_ACCOUNT_ES: HelpTopicText = {
  title: 'Configuración de mi cuenta',
  summary: 'Su nombre y sus datos de contacto, su contraseña y las preferencias que sigue la plataforma.',
  sections: {
    profile: {
      title: 'Perfil',
      body: () => (
        <>
          <Needs permission={null} />
          <p>
            Ábrala desde el menú de usuario de la plataforma («Configuración de mi cuenta») o desde la página de inicio. La página tiene tres
            formularios, cada uno con su propio botón para guardar; un formulario con errores los enumera en su parte superior y marca cada campo.
          </p>
          <p>
            El perfil contiene su tratamiento, nombre, segundo nombre y apellidos, sufijo, correo electrónico y teléfono. Su nombre es el que
            aparece como examinador en los informes y las listas; los mensajes para restablecer la contraseña se envían a su correo electrónico.
          </p>
        </>
      ),
    },
    password: {
      title: 'Cambiar la contraseña',
      body: (facts) => (
        <p>
          Escriba su contraseña actual y la nueva dos veces. Una contraseña nueva tiene al menos {facts.minPasswordLength} caracteres y no puede ser
          su nombre de usuario. Al cambiarla, su sesión sigue abierta aquí y se cierran todas las demás (otros navegadores y dispositivos), por si
          otra persona conocía la anterior.
        </p>
      ),
    },
    preferences: {
      title: 'Preferencias',
      body: () => (
        <dl>
          <dt>Idioma</dt>
          <dd>El idioma de las pantallas de la plataforma y, salvo que elija otro, de sus informes.</dd>
          <dt>Formato de fecha y formato de número</dt>
          <dd>
            Cómo aparecen las fechas (por ejemplo, el día antes que el mes) y los números (el separador decimal y el de miles) en las pantallas y
            en los informes.
          </dd>
          <dt>Zona horaria</dt>
          <dd>La zona horaria de las horas que le muestra la plataforma, como cuándo se generó un informe o cuándo empieza una sesión por vídeo.</dd>
          <dt>Examinador predeterminado</dt>
          <dd>El examinador con el que empieza una evaluación nueva.</dd>
          <dt>Pasar al siguiente ítem después de introducir una respuesta</dt>
          <dd>
            Durante la <a href={helpLink('assessment', 'item-entry')}>introducción de ítems</a>, el cursor pasa al siguiente ítem después de cada
            tecla.
          </dd>
          <dt>Mostrar consejos para empezar</dt>
          <dd>Los consejos de «Primeros pasos» en la lista de personas evaluadas.</dd>
          <dt>Avisar antes de que caduque la sesión</dt>
          <dd>
            El aviso que se describe en <a href={helpLink('sessions')}>sesiones y tiempos de espera</a>.
          </dd>
        </dl>
      ),
    },
  },
};
