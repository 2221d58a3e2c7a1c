/** Help in German: the account administrators' platform screens. */
import { PERMISSIONS } from '../../../../../domain/permissions';
import { helpLink } from '../../helpPaths';
import type { HelpTopicText } from '../../helpTopic';
import { Needs } from '../../helpText';

/** The "Account administration screens" page in German. */
export const ADMINISTRATION_DE: HelpTopicText = {
  title: 'Seiten der Kontoadministration',
  summary: 'Gelöschte Testungen, Lizenzen und ihre Nutzung sowie die E-Mail-Vorlagen des Kontos.',
  sections: {
    'deleted-assessments': {
      title: 'Gelöschte Testungen',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.ASSESSMENT_RECOVER} />
          <p>
            Listet die in Ihrem Konto gelöschten Testungen auf, mit Zeitpunkt und der Person, die sie gelöscht hat. „Wiederherstellen“ holt eine
            Testung mit ihren Antworten, Werten und Berichten in den Verlauf ihrer Testperson zurück. Eine Testung, deren Testperson gelöscht
            wurde, ist entsprechend gekennzeichnet.
          </p>
        </>
      ),
    },
    licenses: {
      title: 'Lizenzen und Nutzung',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.LICENSE_USAGE_VIEW} />
          <p>
            Die Tabelle <strong>Lizenzen</strong> zeigt jede Lizenz des Kontos: Nutzungen (eine Anzahl von Berichten) oder ein Abonnement
            (unbegrenzt bis zu einem Datum), die Verfahren und Berichtsarten, die sie abdeckt, wie viel verbraucht ist, wann sie gültig ist und ob
            sie aktiv ist. Das <strong>Nutzungsprotokoll</strong> listet jeden erstellten Bericht und seine Kosten auf, die neuesten zuerst: eine
            Nutzung, das Abonnement, eine kostenlose Neuerstellung oder eine kostenlose Korrektur. Wann ein Bericht kostenlos ist, steht unter{' '}
            <a href={helpLink('assessment', 'reports')}>Berichte</a>.
          </p>
          <p>Es listet außerdem jede Änderung von Q-global an einer Lizenz des Kontos auf (hinzugefügte oder entfernte Nutzungen, neue Daten, eine Sperrung oder ein Ende), ohne Kosten; die Administratoren des Kontos erhalten zu jeder eine Benachrichtigung.</p>
        </>
      ),
    },
    'email-templates': {
      title: 'E-Mail-Vorlagen',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.ACCOUNT_SETTINGS_EDIT} />
          <p>
            Die Nachrichten, die Ihr Konto mit Fernlinks sendet: die Einladung zur Beantwortung auf dem eigenen Gerät und die Einladung zu einer
            Videositzung, jeweils in jeder Sprache. Wählen Sie die Art und die Sprache und bearbeiten Sie dann Betreff und Nachricht. Platzhalter in
            geschweiften Klammern, etwa der Name des Empfängers, der Link und sein Ablaufzeitpunkt, werden für jede Nachricht ausgefüllt;
            Schaltflächen fügen sie ein. Die Nachricht muss den Link enthalten. Nennen Sie im Betreff nicht den Namen der Testperson: Wer das
            Postfach sieht, liest ihn.
          </p>
          <p>
            „Vorschau mit Beispielwerten“ zeigt das Ergebnis. „Speichern“ übernimmt Ihren Text; „Mitgelieferten Text wiederherstellen“ entfernt ihn
            nach einer Bestätigung.
          </p>
        </>
      ),
    },
  },
};
