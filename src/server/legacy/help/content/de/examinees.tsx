/** Help in German: the examinee list, a new examinee, and an examinee's page. */
import { PERMISSIONS } from '../../../../../domain/permissions';
import { helpLink } from '../../helpPaths';
import type { HelpTopicText } from '../../helpTopic';
import { Needs } from '../../helpText';

/** The "Examinees" page in German. */
export const EXAMINEES_DE: HelpTopicText = {
  title: 'Testpersonen',
  summary: 'Testpersonen suchen, anlegen, bearbeiten und löschen und von einer Testperson aus eine Testung beginnen.',
  sections: {
    'examinee-list': {
      title: 'Die Liste der Testpersonen',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.EXAMINEE_VIEW} />
          <p>
            „Testpersonen“ in der Kopfzeile öffnet die Liste der Testpersonen Ihres Kontos; mit ihr beginnt auch die Plattform. Geben Sie unter{' '}
            <strong>Suchen</strong> einen Namen oder eine Testperson-ID ein, um die Liste einzugrenzen. <strong>Sortieren nach</strong> ordnet sie
            nach letzter Änderung, Nachname, ID oder Geburtsdatum. <strong>Anzeigen als</strong> wechselt zwischen einer Liste und einem Raster aus
            Karten; die Plattform merkt sich Ihre Wahl. Lange Listen sind in Seiten aufgeteilt, mit „Zurück“ und „Weiter“.
          </p>
          <p>
            Über der Liste können die Tipps „Erste Schritte“ erscheinen. „Vorerst ausblenden“ blendet sie vorübergehend aus; „Tipps nicht mehr
            anzeigen“ schaltet sie ab (in <a href={helpLink('my-account', 'preferences')}>Ihren Einstellungen</a> können Sie sie wieder
            einschalten).
          </p>
        </>
      ),
    },
    'new-examinee': {
      title: 'Eine Testperson anlegen',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.EXAMINEE_EDIT} />
          <p>„Testperson anlegen“ öffnet ein Formular:</p>
          <dl>
            <dt>Testperson-ID</dt>
            <dd>
              Eindeutig in Ihrem Konto, zum Beispiel eine Schüler-, Akten- oder Fallnummer. Nur Buchstaben, Ziffern, Leerzeichen und . _ - /.
              Während Sie tippen, prüft das Formular, ob die ID noch frei ist.
            </dd>
            <dt>Vorname, zweiter Vorname (optional), Nachname</dt>
            <dd>So, wie sie in Berichten erscheinen sollen.</dd>
            <dt>Geburtsdatum</dt>
            <dd>Nötig für das Alter der Testperson, nach dem sich die passenden Verfahren und Normen richten.</dd>
            <dt>Geschlecht</dt>
            <dd>Weiblich, männlich, divers oder nicht angegeben; manche Normen hängen davon ab.</dd>
            <dt>Weitere Angaben</dt>
            <dd>
              Die E-Mail-Adresse (nötig, um einen Link per E-Mail zu senden) und die vier benutzerdefinierten Felder Ihres Kontos, etwa eine Klasse.
            </dd>
          </dl>
          <p>
            „Testperson speichern“ legt den Datensatz an und öffnet ihn. Fehler werden oben im Formular und neben dem jeweiligen Feld aufgeführt.
          </p>
        </>
      ),
    },
    'examinee-page': {
      title: 'Die Seite einer Testperson',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.EXAMINEE_VIEW} />
          <p>
            Wenn Sie eine Testperson öffnen, sehen Sie ihre Angaben, ihre <strong>bisherigen Testungen</strong> und, sofern Sie Testungen anlegen
            dürfen, das Formular <strong>Neue Testung</strong>. Eine Testperson eines anderen Kontos existiert für Sie nicht: Unter ihrer Adresse
            steht „Testperson nicht verfügbar“.
          </p>
          <h3>Bisherige Testungen</h3>
          <p>
            Eine Zeile pro Testung: das Verfahren, wann es durchgeführt wurde, der Status (nicht begonnen, in Bearbeitung, vollständig, aber nicht
            ausgewertet, oder ausgewertet), der Wert und etwaige kritische Hinweise. Öffnen Sie eine Zeile, um zur Testung zu gelangen.
            „Kopieren“ legt eine neue Testung mit demselben Verfahren an, mit oder ohne die Antworten; „Löschen“ entfernt eine Testung nach einer
            Bestätigung aus dem Verlauf (die Kontoadministration kann sie unter{' '}
            <a href={helpLink('administration', 'deleted-assessments')}>Gelöschte Testungen</a> wiederherstellen).
          </p>
          <h3>Neue Testung</h3>
          <p>
            Wählen Sie die <strong>Testform</strong> und das <strong>Testdatum</strong> und dann „Testung anlegen“. Angeboten werden nur
            Verfahren, die zum Alter und zur Sprache der Testperson passen; die übrigen werden mit dem Grund aufgeführt. Vor dem Anlegen kann die
            Plattform Sie um eine Bestätigung bitten: wenn dasselbe Verfahren innerhalb seines Retest-Intervalls bereits durchgeführt wurde, wenn
            das Alter der Testperson außerhalb des Altersbereichs des Verfahrens liegt oder wenn keine Lizenz die Erstellung des Berichts erlauben
            würde. „Trotzdem anlegen“ setzt den Vorgang fort.
          </p>
          <h3>Bearbeiten und löschen</h3>
          <p>
            „Testperson bearbeiten“ öffnet dasselbe Formular wie beim Anlegen. „Testperson löschen“ entfernt die Testperson und alle ihre
            Testungen nach einer Bestätigung aus allen Listen; die Löschung wird protokolliert.
          </p>
          <h3>E-Mails und mehrere Verfahren zusammen senden</h3>
          <p>
            Die Seite der Testperson listet jede E-Mail auf, die an sie oder über sie gesendet wurde, mit ihrer Zustellung (in der Warteschlange,
            wird gesendet, neuer Versuch folgt – mit dem Grund –, gesendet oder fehlgeschlagen). „Mehrere Verfahren zusammen senden“ schickt einen
            einzigen Link für mehrere offene Testungen, die in der von Ihnen gewählten Reihenfolge beantwortet werden; siehe{' '}
            <a href={helpLink('remote-administration', 'several-forms')}>Fernadministration</a>.
          </p>
        </>
      ),
    },
    'group-list': {
      title: 'Gruppen',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.EXAMINEE_VIEW} />
          <p>
            Eine Gruppe ist eine Klasse, eine Fallgruppe oder eine Studienkohorte: ein Name, eine Art, ein Schuljahr (etwa 2026-2027), ihre Mitglieder (Testpersonen) und ihre Zuständigen (die ihr zugewiesenen Testleitungen, Lehrkräfte und Kontoadministratoren). „Gruppen“ in der Kopfzeile listet Ihre Gruppen mit Art, Schuljahr, Zahl der Mitglieder und Zuständigen. „Archivierte Gruppen anzeigen“ nimmt die archivierten hinzu. „Neue Gruppe“ legt eine an (dafür brauchen Sie <code>GROUP_EDIT</code>); eine Lehrkraft, die eine Gruppe anlegt, wird ihr zugewiesen.
          </p>
          <p>
            Lehrkräfte sehen nur die Testpersonen der aktiven Gruppen, denen sie zugewiesen sind (und die, die sie selbst angelegt haben), mit ihren Testungen und Berichten: das berechtigte Interesse nach FERPA. Ein Kontoadministrator kann dieselbe Regel in <a href={helpLink('manage-accounts')}>Konten verwalten</a> für Testleitungen und Kontobenutzer einschalten („Testleitungen und Kontobenutzer sehen nur die Testpersonen ihrer Gruppen“).
          </p>
          <p>
            Kreuzen Sie in der Liste der Testpersonen Testpersonen an (oder die ganze Seite mit dem Kästchen der ersten Spalte), wählen Sie eine Gruppe oder „Eine neue Gruppe …“ und klicken Sie auf „Zur Gruppe hinzufügen“.
          </p>
        </>
      ),
    },
    'group-page': {
      title: 'Die Seite einer Gruppe',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.EXAMINEE_VIEW} />
          <p>
            Die Seite einer Gruppe zeigt Art, Schuljahr, Zuständige und Mitglieder. „Umbenennen“ ändert Name, Art und Schuljahr. „Testpersonen hinzufügen“ durchsucht die Testpersonen, die Sie sehen, und fügt sie einzeln hinzu; „Entfernen“ nimmt ein Mitglied aus der Gruppe (der Datensatz der Testperson bleibt). „Gruppe archivieren“ behält die Gruppe und ihre Mitglieder, lässt sie aber aus den Listen; ihre Zuständigen sehen die Mitglieder nicht mehr über sie, und die Mitglieder können bis „Gruppe wiederherstellen“ nicht geändert werden.
          </p>
          <p>
            Kontoadministratoren wählen die Zuständigen mit „Zuständige wählen“. Die Seite einer Testperson listet die Gruppen, zu denen sie gehört.
          </p>
        </>
      ),
    },
    'examinee-import': {
      title: 'Testpersonen importieren',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.EXAMINEE_EDIT} />
          <p>
            „Testpersonen importieren“ in der Liste der Testpersonen importiert eine OneRoster-1.2-CSV-Datei (eine ZIP-Datei aus einem Schulverwaltungssystem: Schülerinnen und Schüler werden Testpersonen, Klassen werden Gruppen mit ihren Lehrkräften als Zuständigen; nur Kontoadministratoren) oder eine CSV-Datei mit Testpersonen. Wählen Sie die Art und die Datei und klicken Sie auf „Hochladen“; die Datei wird in Teilen gesendet, der Fortschritt wird angezeigt. Bei einer CSV-Datei wählen Sie für jedes Feld die Spalte, die es enthält (ID, Vorname und Nachname sind Pflicht); die Zuordnung wird für den nächsten Import gespeichert.
          </p>
          <p>
            Der Probelauf liest die Datei und zeigt, was der Import anlegt, ändert und unverändert lässt, die fehlerhaften Zeilen mit Datei, Zeile und Grund und die Warnungen (etwa eine Lehrkraft, die kein Benutzer des Kontos ist), bevor etwas gespeichert wird. Eine Datei mit fehlerhaften Zeilen kann nicht importiert werden. Eine Zeile, deren Name und Geburtsdatum einer vorhandenen Testperson mit anderer ID entsprechen, wird als mögliches Duplikat zurückgehalten: Wählen Sie für jede „Zusammenführen“, „Beide behalten“ oder „Überspringen“. „Importieren“ schreibt dann alles auf einmal oder nichts; wird dieselbe Datei noch einmal importiert, ändert sich nichts. Lehrkräfte können nicht importieren.
          </p>
        </>
      ),
    },
  },
};
