/** Help in Spanish (Spain): how long a session lasts, the time-out warning and signing out everywhere. */
import { helpLink } from '../../helpPaths';
import type { HelpTopicText } from '../../helpTopic';
import { Duration } from '../../i18n/helpLanguage';

/** The "Sessions and time-outs" page in Spanish. */
export const SESSIONS_ES: HelpTopicText = {
  title: 'Sesiones y tiempos de espera',
  summary: 'Cuánto tiempo permanece con la sesión iniciada, el aviso antes de que caduque y el cierre de sesión en todas las pestañas.',
  sections: {
    'time-out': {
      title: 'Cuánto tiempo permanece con la sesión iniciada',
      body: (facts) => (
        <>
          <p>
            Para proteger los datos de las personas evaluadas, su sesión termina tras{' '}
            <strong>
              <Duration seconds={facts.idleLimitSeconds} />
            </strong>{' '}
            sin actividad. La actividad es lo que usted hace: mover el puntero, escribir o volver a la pestaña. Las listas que se actualizan solas no
            cuentan. Haga lo que haga, una sesión termina <strong>{facts.absoluteHours} horas</strong> después de iniciarla.
          </p>
          <p>
            Una misma sesión abarca todas las pestañas de la plataforma y de las páginas de la cuenta. Cuando termina, o cuando cierra la sesión en
            una pestaña, todas las pestañas van a la página de inicio de sesión. Las respuestas que no haya guardado pueden perderse en ese
            momento: guarde a medida que avanza.
          </p>
        </>
      ),
    },
    warning: {
      title: 'El aviso antes de que caduque la sesión',
      body: (facts) => (
        <p>
          <Duration seconds={facts.warningLeadSeconds} /> antes de que la sesión termine por falta de actividad, la plataforma muestra el aviso «Su
          sesión está a punto de terminar» con una cuenta atrás. Elija «Mantener la sesión iniciada» (tiene el foco, así que basta con pulsar{' '}
          <kbd>Intro</kbd>) y la sesión continúa. El aviso no se cierra con <kbd>Esc</kbd> ni con un clic fuera de él, para que nunca se descarte por
          accidente. Puede desactivarlo con «Avisar antes de que caduque la sesión» en{' '}
          <a href={helpLink('my-account', 'preferences')}>sus preferencias</a>; la sesión termina igualmente a su hora.
        </p>
      ),
    },
  },
};
