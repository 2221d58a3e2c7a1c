/** Help in German: the notifications list. */
import type { HelpTopicText } from '../../helpTopic';
import { Needs } from '../../helpText';

/** The "Notifications" page in German. */
export const NOTIFICATIONS_DE: HelpTopicText = {
  title: 'Benachrichtigungen',
  summary: 'Worüber die Plattform Sie informiert, ohne dass Sie nachsehen müssen, und wie Sie es als gelesen markieren.',
  sections: {
    notifications: {
      title: 'Die Liste der Benachrichtigungen',
      body: () => (
        <>
          <Needs permission={null} />
          <p>Sie erhalten eine Benachrichtigung, wenn:</p>
          <ul>
            <li>jemand, dem Sie einen Link gesendet haben, seine Antworten absendet;</li>
            <li>eine E-Mail, die Sie an eine Testperson gesendet haben, auch nach allen erneuten Versuchen nicht zugestellt werden konnte;</li>
            <li>ein Berichtsauftrag, den Sie erteilt haben, abgeschlossen ist;</li>
            <li>jemand aus der Kontoadministration die Löschung Ihres Kontos beantragt hat (nur für die Kontoadministration);</li>
            <li>Ihr Passwort geändert oder zurückgesetzt wurde, damit Sie es bemerken, falls Sie es nicht selbst waren.</li>
          </ul>
          <p>
            Die Seite zeigt an, wie viele Benachrichtigungen Sie noch nicht gelesen haben. Die Liste zeigt die neuesten zuerst, mit Datum und
            Uhrzeit in Ihrem eigenen Format und Ihrer Zeitzone. Ungelesene Benachrichtigungen sind in Worten als „Ungelesen“ gekennzeichnet, nicht
            nur durch eine Farbe. „Nur ungelesene anzeigen“ und „Alle Benachrichtigungen anzeigen“ wechseln zwischen den beiden Listen. „Öffnen“
            (bei einer Benachrichtigung zu etwas, das Sie erledigen können) markiert sie als gelesen und führt Sie zur betreffenden Seite; „Als
            gelesen markieren“ und „Alle als gelesen markieren“ markieren sie nur. Lange Listen sind in Seiten aufgeteilt.
          </p>
        </>
      ),
    },
  },
};
