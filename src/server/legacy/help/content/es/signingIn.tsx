/** Help in Spanish (Spain): the sign-in page, lockout, password reset and signing out. */
import { helpLink } from '../../helpPaths';
import type { HelpTopicText } from '../../helpTopic';

/** The "Signing in and out" page in Spanish. */
export const SIGNING_IN_ES: HelpTopicText = {
  title: 'Iniciar y cerrar sesión',
  summary: 'La página de inicio de sesión, qué ocurre tras varios intentos fallidos, cómo restablecer una contraseña olvidada y cómo cerrar sesión.',
  sections: {
    'sign-in': {
      title: 'Iniciar sesión',
      body: () => (
        <>
          <p>
            La página de inicio de sesión le pide su <strong>nombre de usuario</strong> y su <strong>contraseña</strong>. En los nombres de
            usuario no se distingue entre mayúsculas y minúsculas. Después de iniciar sesión, llega a la página que había solicitado o a la
            plataforma. Si abrió una página sin haber iniciado sesión, la página de inicio de sesión le devuelve a ella.
          </p>
          <p>
            Un nombre de usuario incorrecto y una contraseña incorrecta reciben el mismo mensaje, para que nadie pueda averiguar qué nombres de
            usuario existen. Cuando cierra la sesión, la página indica que ha cerrado la sesión.
          </p>
        </>
      ),
    },
    locked: {
      title: 'Cuando el inicio de sesión está bloqueado',
      body: (facts) => (
        <p>
          Tras {facts.maxFailedSignIns} intentos fallidos seguidos, su usuario queda bloqueado durante {facts.lockoutMinutes} minutos. Mientras está
          bloqueado, se rechaza incluso la contraseña correcta y la página indica cuántos minutos faltan. Un inicio de sesión correcto pone el
          recuento a cero. Restablecer la contraseña (véase más abajo) también pone fin al bloqueo.
        </p>
      ),
    },
    'forgot-password': {
      title: 'Contraseña olvidada',
      body: (facts) => (
        <>
          <p>
            Elija «¿Ha olvidado su contraseña?» en la página de inicio de sesión e introduzca su nombre de usuario o su correo electrónico. Si
            coinciden con un usuario, se envía un correo con un enlace a la dirección de ese usuario. La página dice lo mismo tanto si ha
            coincidido algún usuario como si no.
          </p>
          <p>
            El enlace funciona durante {facts.passwordResetMinutes} minutos y una sola vez. Abre una página en la que debe escribir la nueva
            contraseña dos veces. Una contraseña nueva tiene al menos {facts.minPasswordLength} caracteres y no puede ser su nombre de usuario. Al
            establecerla, se cierran todas las sesiones que tuviera abiertas; después, inicie sesión con la nueva contraseña.
          </p>
        </>
      ),
    },
    'sign-out': {
      title: 'Cerrar sesión',
      body: () => (
        <>
          <p>
            «Cerrar sesión» en el menú de usuario de la plataforma cierra la sesión de inmediato. En las páginas de la cuenta, «Cerrar sesión» (al
            pie de la página de inicio) abre la página «¿Cerrar sesión?»: confirme con su botón. En ambos casos, la sesión termina en todas las
            pestañas, tanto en la plataforma como en las páginas de la cuenta, y llega a la página de inicio de sesión, que indica que ha cerrado
            la sesión.
          </p>
          <p>
            Cuando es la propia plataforma la que cierra la sesión (véase <a href={helpLink('sessions')}>sesiones y tiempos de espera</a>), va a
            la página de inicio de sesión sin preguntar.
          </p>
        </>
      ),
    },
  },
};
